import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileDollar, IconPercentage } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatBRL } from '../../../../lib/format/format';
import type { BarberMonthFigure } from '../../month-figures';
import { monthPeriod, type Month } from '../../period';

interface BarberMonthCardProps {
  figure: BarberMonthFigure;
  month: Month;
  onSetRate: () => void;
}

/** One barber's month: gross, their part, what is left to pay and whether it was paid; *sem taxa definida* when no rate applies. */
export function BarberMonthCard({ figure, month, onSetRate }: BarberMonthCardProps) {
  const period = monthPeriod(month);
  const money = (value: number | null) => (value == null ? 'sem taxa definida' : formatBRL(value));
  return (
    <Paper component="section" withBorder p="md" radius="lg" bg="dark.6" aria-label={figure.name} data-testid="barber-month">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {figure.name}
          </Title>
          <StateBadge figure={figure} />
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" verticalSpacing="xs">
          <Figure label="Bruto" value={formatBRL(figure.gross)} />
          <Figure label="Parte do barbeiro" value={money(figure.barberPart)} warn={figure.barberPart == null} />
          <Figure label="A pagar" value={money(figure.toPay)} warn={figure.toPay == null} strong />
          <Figure label="Atendimentos" value={String(figure.appointments)} />
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
                params={{ barbeiro: figure.barberId }}
                search={{ de: period.from, ate: period.to }}
                {...props}
              />
            )}
            size="md"
            variant="light"
            leftSection={<IconFileDollar size={18} aria-hidden />}
            aria-label={`Extrato de ${figure.name}`}
          >
            Extrato
          </Button>
          <Button
            size="md"
            variant="default"
            leftSection={<IconPercentage size={18} aria-hidden />}
            onClick={onSetRate}
            aria-label={`Taxa de ${figure.name}`}
          >
            Taxa
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function StateBadge({ figure }: { figure: BarberMonthFigure }) {
  if (figure.rateMissing)
    return (
      <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
        Sem taxa definida
      </Badge>
    );
  if (figure.paid == null) return null;
  return figure.paid ? (
    <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
      Pago
    </Badge>
  ) : (
    <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
      Não pago
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
