import type { ReactNode } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPrinter } from '@tabler/icons-react';
import { shopQueryOptions } from '../../../../api/shop/get-shop';
import type { Statement } from '../../../../api/types';
import type { ShopDate } from '../../../../lib/time/shop-types';
import { useStatement } from '../../api/get-statement';
import { periodLabel, type Period } from '../../period';
import { amountToPay, type StatementSums } from '../../statement-sums';
import { PeriodPicker } from './PeriodPicker';
import { PrintableStatement } from './PrintableStatement';
import classes from './Statement.module.css';
import { StatementLines } from './StatementLines';
import { StatementTotals } from './StatementTotals';
import { UnmarkedList } from './UnmarkedList';

interface StatementViewProps {
  barberId: string;
  barberName: string;
  period: Period;
  today: ShopDate;
  onPeriodChange: (period: Period) => void;
  /** The page's back link and title, above the period (not printed). */
  header: ReactNode;
}

/** A barber's statement for a period, on screen and on paper. */
export function StatementView({ barberId, barberName, period, today, onPeriodChange, header }: StatementViewProps) {
  const statement = useStatement(barberId, period);
  const shop = useQuery(shopQueryOptions());
  const data = statement.data;
  const sums = data ? statementSums(data) : null;

  return (
    <>
      <Stack gap="md" className={classes.screen}>
        {header}
        <PeriodPicker period={period} today={today} onChange={onPeriodChange} />
        <Text fw={700} size="lg" aria-live="polite">
          {periodLabel(period)}
        </Text>
        {statement.isError && (
          <Alert color="red" title="Erro!">
            Não foi possível carregar o extrato: {statement.error.message}
          </Alert>
        )}
        {statement.isPending && (
          <Stack gap="sm" aria-busy="true" aria-label="Carregando o extrato">
            <Skeleton height={140} />
            <Skeleton height={220} />
          </Stack>
        )}
        {data && sums && (
          <Stack gap="md" style={{ opacity: statement.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={statement.isFetching}>
            {data.rateMissing && (
              <Alert color="orange" variant="light" title="Sem taxa definida">
                A comissão não é calculada para atendimentos sem uma taxa valendo no dia. O dono define a taxa em Comissões.
              </Alert>
            )}
            <StatementTotals sums={sums} />
            <UnmarkedList bookings={data.unmarked} />
            <StatementLines lines={data.appointments} />
            <Group gap="xs">
              <Button size="md" variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
                Imprimir
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      {data && sums && <PrintableStatement shopName={shop.data?.name ?? ''} barberName={barberName} statement={data} sums={sums} advances={[]} />}
    </>
  );
}

function statementSums(statement: Statement): StatementSums {
  const base = {
    gross: statement.totals.gross,
    shopPart: statement.totals.shopPart,
    barberPart: statement.totals.barberPart,
    keptDeposits: null,
    advances: 0,
    adjustment: 0,
  };
  return { ...base, toPay: amountToPay(base) };
}
