import { Badge, Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IconCalendarTime, IconClock, IconScissors, IconUser } from '@tabler/icons-react';
import { ContactLinks } from '../../../components/booking/ContactLinks';
import { DepositBadges } from '../../../components/booking/deposit/DepositBadges';
import { formatHour, formatLongDate } from '../../../lib/format/format';
import { nextBookingQueryOptions } from '../api/get-next-booking';
import { HomeCard } from './HomeCard';

const TITLE = 'Próximo agendamento';

/** The barber's next booking (Início's loader fetched it), with its deposit's state when it asked one. */
export function NextBookingCard({ barberId }: { barberId: string }) {
  const { data: booking } = useSuspenseQuery(nextBookingQueryOptions(barberId));
  if (!booking) {
    return (
      <HomeCard title={TITLE} icon={IconCalendarTime}>
        <Text c="dimmed">Sem próxima agenda</Text>
      </HomeCard>
    );
  }

  const { day, month, year, hour, job: service, clientName, clientContact, previousPayment, deposit } = booking;
  return (
    <HomeCard title={TITLE} icon={IconCalendarTime}>
      <Stack gap={6}>
        <Text fw={600}>{formatLongDate(day, month, year)}</Text>
        <Group gap={8} wrap="nowrap">
          <IconClock size={20} aria-hidden />
          <Text fw={700} size="xl" c="brass.3">
            {formatHour(hour)}
          </Text>
        </Group>
        <Group gap={8} wrap="nowrap">
          <IconScissors size={16} aria-hidden />
          <Text>{service.name}</Text>
          {previousPayment && (
            <Badge color="teal" variant="light">
              Pgto. Antecipado
            </Badge>
          )}
        </Group>
        {deposit && (
          <Group gap={6}>
            <DepositBadges deposit={deposit} />
          </Group>
        )}
        <Group gap={8} wrap="nowrap">
          <IconUser size={16} aria-hidden />
          <Text truncate>{clientName}</Text>
        </Group>
        <ContactLinks contact={clientContact} clientName={clientName} />
      </Stack>
    </HomeCard>
  );
}
