import type { ReactNode } from 'react';
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { shopQueryOptions } from '../../../../api/shop/get-shop';
import type { Statement } from '../../../../api/types';
import { toIsoDate } from '../../../../lib/time/iso-date';
import type { ShopDate } from '../../../../lib/time/shop-types';
import { useStatement } from '../../api/get-statement';
import { payoutState } from '../../payout-state';
import { periodLabel, type Period } from '../../period';
import { AdvancesSection } from './AdvancesSection';
import { KeptDepositsList } from './KeptDepositsList';
import { PayoutSection } from './PayoutSection';
import { PeriodPicker } from './PeriodPicker';
import { PrintableStatement } from './PrintableStatement';
import classes from './Statement.module.css';
import { StatementActions } from './StatementActions';
import { StatementLines } from './StatementLines';
import { StatementTotals } from './StatementTotals';
import { UnmarkedList } from './UnmarkedList';

interface StatementViewProps {
  barberId: string;
  barberName: string;
  period: Period;
  today: ShopDate;
  onPeriodChange: (period: Period) => void;
  /** The owner records vales and pays; a barber reads. */
  owner: boolean;
  /** The page's back link and title, above the period (not printed). */
  header: ReactNode;
  /** Below the statement on screen (Meus ganhos: the paid history). */
  footer?: ReactNode;
}

/** A barber's statement for a period, on screen and on paper. */
export function StatementView({ barberId, barberName, period, today, onPeriodChange, owner, header, footer }: StatementViewProps) {
  const statement = useStatement(barberId, period);
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const data = statement.data;

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
        {data && (
          <Stack gap="lg" style={{ opacity: statement.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={statement.isFetching}>
            <StatementBody statement={data} barberName={barberName} today={today} timeZone={shop.timezone} owner={owner} />
          </Stack>
        )}
        {footer}
      </Stack>
      {data && <PrintableStatement shopName={shop.name} barberName={barberName} statement={data} paidNote={paidNote(data, today, shop.timezone)} />}
    </>
  );
}

interface StatementBodyProps {
  statement: Statement;
  barberName: string;
  today: ShopDate;
  timeZone: string;
  owner: boolean;
}

function StatementBody({ statement, barberName, today, timeZone, owner }: StatementBodyProps) {
  const period = { from: statement.from, to: statement.to };
  return (
    <>
      {statement.rateMissing && (
        <Alert color="orange" variant="light" title="Sem taxa definida">
          A comissão não é calculada para atendimentos sem uma taxa valendo no dia.{' '}
          {owner ? 'Defina a taxa em Comissões.' : 'Fale com o dono da barbearia.'}
        </Alert>
      )}
      <StatementTotals totals={statement.totals} split={statement.splitKeptDeposits} />
      <PayoutSection statement={statement} today={today} timeZone={timeZone} owner={owner} />
      <UnmarkedList bookings={statement.unmarked} barberId={statement.userId} />
      <StatementLines lines={statement.appointments} />
      <AdvancesSection
        barberId={statement.userId}
        period={period}
        today={toIsoDate(today)}
        advances={statement.advances}
        editable={owner && statement.payout == null}
      />
      <KeptDepositsList lines={statement.keptDeposits} split={statement.splitKeptDeposits} />
      <StatementActions barberId={statement.userId} barberName={barberName} period={period} />
    </>
  );
}

function paidNote(statement: Statement, today: ShopDate, timeZone: string): string | undefined {
  const state = payoutState(statement, today, timeZone);
  return state.kind === 'paid' || state.kind === 'overlaps' ? state.note : undefined;
}
