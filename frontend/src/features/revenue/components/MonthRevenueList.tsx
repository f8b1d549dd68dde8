import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { bookingsLabel, formatBRL, MONTH_NAMES } from '../../../lib/format/format';
import type { MonthRevenue } from '../../../api/types';
import { depositLines } from '../deposit-lines';

interface MonthRevenueListProps {
  months: MonthRevenue[];
  /** The month still open (the current one), when the year shown is the current year. */
  openMonth?: number;
}

/** The twelve months with their totals, no-shows and deposits; the current month is 'Em aberto'. */
export function MonthRevenueList({ months, openMonth }: MonthRevenueListProps) {
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Faturamento por mês">
      {months.map(({ month, total, appointments: bookings, realised, booked, noShows, deposits }) => {
        const open = month === openMonth;
        return (
          <Paper
            key={month}
            component="li"
            withBorder
            px="md"
            py={10}
            bg={open ? 'dark.5' : 'dark.6'}
            style={open ? { borderColor: 'var(--mantine-color-brass-6)' } : undefined}
            aria-current={open ? 'date' : undefined}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Group gap="xs">
                  <Text fw={700}>{MONTH_NAMES[month]}</Text>
                  {open && (
                    <Badge color="brass" variant="light" size="sm">
                      Em aberto
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {bookingsLabel(bookings)}
                  {booked.total > 0 && ` · realizado ${formatBRL(realised.total)}, agendado ${formatBRL(booked.total)}`}
                </Text>
                {noShows.appointments > 0 && (
                  <Text size="sm" c="red.4">
                    Faltas: {formatBRL(noShows.total)} ({bookingsLabel(noShows.appointments)})
                  </Text>
                )}
                <MonthDeposits deposits={deposits} />
              </div>
              <Text fw={700} c={total > 0 ? 'brass.3' : 'dimmed'} style={{ whiteSpace: 'nowrap' }} data-testid="month-total">
                {formatBRL(total)}
              </Text>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** 'Sinais: recebidos R$ 58,00 · devolvidos R$ 12,00 · retidos R$ 10,00', for a month with deposits. */
function MonthDeposits({ deposits }: { deposits: MonthRevenue['deposits'] }) {
  const lines = depositLines(deposits);
  if (lines.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      Sinais: {lines.map((line) => `${line.short} ${line.value}`).join(' · ')}
    </Text>
  );
}
