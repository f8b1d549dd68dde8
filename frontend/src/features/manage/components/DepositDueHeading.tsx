import { Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { formatClockTime, formatWhen } from '../../../lib/format/format';
import type { ManagedBooking } from '../../../api/types';
import type { DepositPaymentOf } from '../pending-deposit';

interface DepositDueHeadingProps {
  booking: ManagedBooking;
  deposit: DepositPaymentOf;
  timeZone: string;
  holdEnded: boolean;
  /** 1: the result page's heading, with its icon and the booking's day and time; 2: a section of the manage page. */
  order: 1 | 2;
}

/**
 * While the booking waits for its Pix deposit it is not confirmed: the heading says what is missing and until when (the
 * hold's end, on the shop's clock); after Já paguei, that the shop is checking the Pix; once the hold has ended on this
 * device, that the answer is being checked (the hold's job cancels the booking within seconds, unless the shop confirmed).
 */
export function DepositDueHeading({ booking, deposit, timeZone, holdEnded, order }: DepositDueHeadingProps) {
  const until = formatClockTime(deposit.holdUntil, timeZone);
  const [title, line] = holdEnded
    ? ['O prazo do sinal terminou', 'Conferindo se a barbearia recebeu o Pix…']
    : deposit.reportedPaid
      ? ['Aguardando a barbearia confirmar o sinal', `Você avisou que pagou. O horário fica reservado até ${until} enquanto a barbearia confere.`]
      : [`Falta pagar o sinal até ${until}`, 'Sem o Pix do sinal, o agendamento é cancelado e o horário é liberado.'];
  if (order === 2) {
    return (
      <div role="status">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {line}
        </Text>
      </div>
    );
  }
  return (
    <>
      <ThemeIcon size={56} radius="xl" color="yellow" variant="light" aria-hidden>
        <IconHourglass size={32} stroke={2} />
      </ThemeIcon>
      <div role="status">
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt={4}>
          {line}
        </Text>
        <Text size="xl" fw={700} mt={4}>
          {formatWhen(booking)}
        </Text>
      </div>
    </>
  );
}
