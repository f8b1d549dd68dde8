import type { ReactNode } from 'react';
import { Anchor, Paper, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatBRL } from '../../../lib/format/format';
import type { ShopDate } from '../../../lib/time/shop-types';
import { monthQueryOptions } from '../api/get-month';
import { statementQueryOptions } from '../api/get-statement';
import { monthTotalToPay } from '../month-figures';
import { monthParam, monthPeriod, monthWord } from '../period';

interface CommissionDueCardProps {
  barberId: string;
  owner: boolean;
  today: ShopDate;
}

/** Meu Faturamento's commission beside revenue: the team's still to pay this month (owner), or the barber's own to receive. */
export function CommissionDueCard({ barberId, owner, today }: CommissionDueCardProps) {
  return owner ? <OwnerDue today={today} /> : <BarberDue barberId={barberId} today={today} />;
}

function OwnerDue({ today }: { today: ShopDate }) {
  const month = useQuery(monthQueryOptions(today));
  const due = month.data ? monthTotalToPay(month.data.barbers) : null;
  return (
    <DueFrame
      label={`Comissões a pagar em ${monthWord(today)}`}
      value={due ? formatBRL(due.total) : null}
      note={due && due.missing > 0 ? `${due.missing} sem taxa definida fora da conta.` : undefined}
      error={month.isError ? month.error.message : null}
      link={
        <Anchor
          renderRoot={(props) => <Link to="/administrador/comissoes" search={{ mes: monthParam(today) }} {...props} />}
          size="sm"
          display="inline-block"
          py={12}
        >
          Ver comissões
        </Anchor>
      }
    />
  );
}

function BarberDue({ barberId, today }: { barberId: string; today: ShopDate }) {
  const statement = useQuery(statementQueryOptions(barberId, monthPeriod(today)));
  const toPay = statement.data?.totals.toPay;
  return (
    <DueFrame
      label={`Sua comissão a receber em ${monthWord(today)}`}
      value={statement.data ? (toPay == null ? 'sem taxa definida' : formatBRL(toPay)) : null}
      error={statement.isError ? statement.error.message : null}
      link={
        <Anchor renderRoot={(props) => <Link to="/administrador/ganhos" {...props} />} size="sm" display="inline-block" py={12}>
          Ver meus ganhos
        </Anchor>
      }
    />
  );
}

interface DueFrameProps {
  label: string;
  value: string | null;
  note?: string;
  error: string | null;
  link: ReactNode;
}

function DueFrame({ label, value, note, error, link }: DueFrameProps) {
  return (
    <Paper withBorder p="md" bg="dark.6" component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {error ? (
        <Text c="red.4" size="sm">
          Não foi possível carregar a comissão: {error}
        </Text>
      ) : value == null ? (
        <Skeleton height={28} mt={4} aria-busy="true" />
      ) : (
        <Text fw={800} size="xl" c="brass.3" data-testid="commission-due">
          {value}
        </Text>
      )}
      {note && (
        <Text size="sm" c="orange.4">
          {note}
        </Text>
      )}
      {link}
    </Paper>
  );
}
