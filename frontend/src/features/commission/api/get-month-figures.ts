import { useQueries } from '@tanstack/react-query';
import type { BarberAccount } from '../../../api/types';
import { figureFromStatement, type BarberMonthFigure } from '../month-figures';
import { monthPeriod, type Month } from '../period';
import { statementQueryOptions } from './get-statement';

export interface MonthFigures {
  figures: BarberMonthFigure[];
  isPending: boolean;
  error: Error | null;
}

/** Every barber's figure for a month, from each one's statement. */
export function useMonthFigures(team: readonly BarberAccount[], month: Month): MonthFigures {
  const period = monthPeriod(month);
  return useQueries({
    queries: team.map((barber) => statementQueryOptions(barber.id, period)),
    combine: (results) => ({
      figures: results.flatMap((result, index) =>
        result.data
          ? [
              figureFromStatement(
                { id: team[index].id, name: team[index].displayName || team[index].username, active: team[index].active },
                result.data,
              ),
            ]
          : [],
      ),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
}
