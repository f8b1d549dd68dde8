import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { ContactLinks } from '../../../components/booking/ContactLinks';
import { periodLabel } from '../../../lib/time/day-periods';
import type { AdminWaitlistEntry } from '../../../api/types';
import { OfferTimeForm, type FreeHour } from './OfferTimeForm';

const OFFER_STATE = { pending: 'Oferta enviada', taken: 'Agendou', expired: 'Oferta expirou', withdrawn: 'Oferta encerrada' } as const;

interface WaitlistEntryCardProps {
  entry: AdminWaitlistEntry;
  /** The day shown ('YYYY-MM-DD'): the one a by-hand offer is for. */
  date: string;
  freeHours: FreeHour[];
}

/** One client waiting: name, phone (call, WhatsApp), the part of the day and the service, the latest offer, and Oferecer horário. */
export function WaitlistEntryCard({ entry, date, freeHours }: WaitlistEntryCardProps) {
  const offer = entry.offer;
  return (
    <Paper withBorder p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{entry.clientName}</Text>
          {!entry.notify && (
            <Badge color="gray" variant="light">
              Sem notificações
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {entry.service.name} · {periodLabel(entry.period)}
        </Text>
        <ContactLinks contact={entry.clientContact} clientName={entry.clientName} />
        {offer && (
          <Text size="sm" c="dimmed">
            {OFFER_STATE[offer.status]}: {offer.time}
          </Text>
        )}
        <OfferTimeForm
          entryId={entry.id}
          date={date}
          freeHours={freeHours}
          contact={entry.clientContact}
          notify={entry.notify}
          offerPending={offer?.status === 'pending'}
        />
      </Stack>
    </Paper>
  );
}
