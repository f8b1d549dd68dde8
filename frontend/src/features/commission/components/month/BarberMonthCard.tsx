import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileDollar, IconPercentage } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatBRL } from '../../../../lib/format/format';
import type { CommissionMonthBarber } from '../../../../api/types';
import { barberName } from '../../month-figures';
import { monthPeriod, type Month } from '../../period';

interface BarberMonthCardProps {
  figure: CommissionMonthBarber;
  month: Month;
  onSetRate: () => void;
}

/** One barber's month: gross, their part, what is left to pay and whether it was paid; *sem taxa definida* when no rate applies. */
export function BarberMonthCard({ figure, month, onSetRate }: BarberMonthCardProps) {
  const period = monthPeriod(month);
  const name = barberName(figure);
  const money = (value: number | null) => (value == null ? 'sem taxa definida' : formatBRL(value));
  return (
    <Paper component="section" withBorder p="md" radius="lg" bg="dark.6" aria-label={name} data-testid="barber-month">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <StateBadge figure={figure} />
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" verticalSpacing="xs">
          <Figure label="Bruto" value={formatBRL(figure.gross)} />
          <Figure label="Parte do barbeiro" value={money(figure.barberPart)} warn={figure.barberPart == null} />
          <Figure label="A pagar" value={money(figure.toPay)} warn={figure.toPay == null} strong />
          <Figure
            label={figure.paidState === 'unpaid' ? 'Atendimentos' : 'Pago'}
            value={figure.paidState === 'unpaid' ? String(figure.appointments) : formatBRL(figure.paid)}
          />
        </SimpleGrid>
        {figure.unmarked > 0 && (
          <Text size="sm" c="orange.4">
            {figure.unmarked === 1 ? '1 agendamento sem marcação' : `${figure.unmarked} agendamentos sem marcação`}: não conta até ser marcado.
          </Text>
        )}
        <Group gap="xs" grow preventGrowOverflow={false}>
          <Button
            renderRoot={(props) => (
              <Link
                to="/administrador/comissoes/$barbeiro"
                params={{ barbeiro: figure.userId }}
                search={{ de: period.from, ate: period.to }}
                {...props}
              />
            )}
            size="md"
            variant="light"
            leftSection={<IconFileDollar size={18} aria-hidden />}
            aria-label={`Extrato de ${name}`}
          >
            Extrato
          </Button>
          <Button
            size="md"
            variant="default"
            leftSection={<IconPercentage size={18} aria-hidden />}
            onClick={onSetRate}
            aria-label={`Taxa de ${name}`}
          >
            Taxa
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const PAID_STATES = {
  paid: { label: 'Pago', color: 'teal' },
  partly: { label: 'Pago em parte', color: 'yellow' },
  unpaid: { label: 'Não pago', color: 'gray' },
} as const;

function StateBadge({ figure }: { figure: CommissionMonthBarber }) {
  if (figure.rateMissing)
    return (
      <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
        Sem taxa definida
      </Badge>
    );
  const state = PAID_STATES[figure.paidState];
  return (
    <Badge color={state.color} variant="light" style={{ flexShrink: 0 }}>
      {state.label}
    </Badge>
  );
}

function Figure({ label, value, warn = false, strong = false }: { label: string; value: string; warn?: boolean; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 800 : 600} c={warn ? 'orange.4' : strong ? 'brass.3' : undefined} size={warn ? 'sm' : 'md'}>
        {value}
      </Text>
    </div>
  );
}
