import { Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { formatBRL, formatClockTime, formatWhen } from '../../../lib/format/format';
import type { KeptBooking } from '../../../lib/draft/draft-storage';

interface KeptDepositHeadingProps {
  booking: KeptBooking;
  deposit: NonNullable<KeptBooking['depositDue']>;
  timeZone: string | undefined;
}

/**
 * The kept booking still waits for its Pix deposit: no check mark and no "confirmado" offline either, but what is missing
 * and until when, as the result page says it once it loads (DepositDueHeading).
 */
export function KeptDepositHeading({ booking, deposit, timeZone }: KeptDepositHeadingProps) {
  const title = timeZone ? `Falta pagar o sinal até ${formatClockTime(deposit.holdUntil, timeZone)}` : 'Falta pagar o sinal';
  return (
    <>
      <ThemeIcon size={56} radius="xl" color="yellow" variant="light" aria-hidden>
        <IconHourglass size={32} stroke={2} />
      </ThemeIcon>
      <div role="status">
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt={4}>
          {`Sem o Pix do sinal (${formatBRL(deposit.amount)}), o agendamento é cancelado e o horário é liberado.`}
        </Text>
        <Text size="xl" fw={700} mt={4}>
          {formatWhen(booking)}
        </Text>
      </div>
    </>
  );
}
