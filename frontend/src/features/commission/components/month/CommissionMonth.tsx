import { useState } from 'react';
import { Alert, EmptyState, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { formatBRL } from '../../../../lib/format/format';
import type { ShopDate } from '../../../../lib/time/shop-types';
import { useCommissionMonth } from '../../api/get-month';
import { barberName, monthTotalToPay } from '../../month-figures';
import { monthWord, type Month } from '../../period';
import { BarberMonthCard } from './BarberMonthCard';
import { MonthNav } from './MonthNav';
import { RateDialog } from './RateDialog';

interface CommissionMonthProps {
  month: Month;
  today: ShopDate;
}

/** Comissões: every barber's figure for the month, the rates and a way to each statement. */
export function CommissionMonth({ month, today }: CommissionMonthProps) {
  const [rateOf, setRateOf] = useState<{ id: string; name: string } | null>(null);
  const figures = useCommissionMonth(month);
  const shown = figures.data?.barbers ?? [];
  const { total, missing } = monthTotalToPay(shown);
  const { isPending, error } = figures;

  return (
    <Stack gap="md">
      <MonthNav month={month} />
      {error && (
        <Alert color="red" title="Erro!">
          Não foi possível carregar as comissões: {error.message}
        </Alert>
      )}
      {isPending && (
        <Stack gap="sm" aria-busy="true" aria-label="Carregando as comissões">
          <Skeleton height={72} />
          <Skeleton height={180} />
          <Skeleton height={180} />
        </Stack>
      )}
      {!isPending && !error && (
        <>
          <Paper withBorder p="md" radius="lg" bg="dark.6">
            <Text size="sm" c="dimmed">
              A pagar em {monthWord(month)}
            </Text>
            <Text fw={800} size="xl" c="brass.3" data-testid="month-to-pay">
              {formatBRL(total)}
            </Text>
            {missing > 0 && (
              <Text size="sm" c="orange.4">
                {missing === 1 ? '1 barbeiro sem taxa definida fica de fora.' : `${missing} barbeiros sem taxa definida ficam de fora.`}
              </Text>
            )}
          </Paper>
          {shown.length === 0 ? (
            <EmptyState
              icon={<IconUsers size={28} />}
              withIndicatorBackground
              title="Nenhum barbeiro na equipe"
              description="Adicione barbeiros em Equipe."
            />
          ) : (
            shown.map((figure) => (
              <BarberMonthCard
                key={figure.userId}
                figure={figure}
                month={month}
                onSetRate={() => setRateOf({ id: figure.userId, name: barberName(figure) })}
              />
            ))
          )}
        </>
      )}
      <RateDialog barber={rateOf} today={today} onClose={() => setRateOf(null)} />
    </Stack>
  );
}
