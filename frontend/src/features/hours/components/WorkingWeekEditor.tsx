import { useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { showToast } from '../../../lib/page/toast';
import { workingWeekQueryOptions } from '../api/get-working-week';
import { useSetWorkingDay } from '../api/set-working-day';
import { WEEK_ORDER, WEEKDAYS } from '../types';
import { CopyDayDialog } from './CopyDayDialog';
import { WorkingDayCard } from './WorkingDayCard';
import { WorkingDayDialog } from './WorkingDayDialog';
import type { WorkingDay } from '../../../api/types';

/** Atendimento: the seven weekdays, Monday first, each open or off with its hours (the route loaded them); editing and copying open a dialog. */
export function WorkingWeekEditor({ barberId }: { barberId: string }) {
  const { data: week } = useSuspenseQuery(workingWeekQueryOptions(barberId));
  const setDay = useSetWorkingDay(barberId);
  const [editing, setEditing] = useState<WorkingDay | null>(null);
  const [copying, setCopying] = useState<WorkingDay | null>(null);

  const days = WEEK_ORDER.map((weekday) => week.days[weekday]);
  const switchDay = (day: WorkingDay, open: boolean) => {
    // A weekday opened for the first time needs hours: the dialog asks for them.
    if (open && !day.hours) return setEditing({ ...day, open: true });
    setDay.mutate(
      { weekday: day.weekday, open, hours: day.hours ?? undefined },
      {
        onSuccess: () => showToast({ tone: 'success', title: 'Sucesso!', message: `${WEEKDAYS[day.weekday]}: ${open ? 'aberto' : 'folga'}.` }),
        onError: (error) => showToast({ title: 'Erro!', message: error.message }),
      },
    );
  };

  return (
    <>
      {days.every((day) => !day.open) && (
        <Alert color="brass" variant="light" title="Nenhum dia aberto">
          Os clientes ainda não encontram você para agendar. Ligue um dia, defina o horário e use “Copiar para outros dias”.
        </Alert>
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Dias da semana">
        {days.map((day) => (
          <WorkingDayCard
            key={day.weekday}
            day={day}
            switching={setDay.isPending && setDay.variables?.weekday === day.weekday}
            onSwitch={(open) => switchDay(day, open)}
            onEdit={() => setEditing(day)}
            onCopy={() => setCopying(day)}
          />
        ))}
      </Stack>
      <WorkingDayDialog barberId={barberId} day={editing} onClose={() => setEditing(null)} />
      <CopyDayDialog barberId={barberId} day={copying} onClose={() => setCopying(null)} />
    </>
  );
}
