import { useState, type FormEvent } from 'react';
import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { whatsAppUrl } from '../../../lib/format/contact-links';
import { showToast } from '../../../lib/page/toast';
import { useOfferWaitlistTime } from './offer-waitlist-time';

export interface FreeHour {
  hour: number;
  label: string;
}

interface OfferTimeFormProps {
  entryId: string;
  date: string;
  /** The day's free start times. */
  freeHours: FreeHour[];
  /** Without notifications the client hears of the offer only if the barber sends its link (WhatsApp). */
  contact: string;
  notify: boolean;
  /** An offer to this client is held now: no second one until it ends. */
  offerPending: boolean;
}

/** Oferecer horário: one of the day's free times, held for this client and sent to them as an offer. */
export function OfferTimeForm({ entryId, date, freeHours, contact, notify, offerPending }: OfferTimeFormProps) {
  const [hour, setHour] = useState(freeHours[0]?.hour);
  const [sent, setSent] = useState<{ time: string; path: string } | null>(null);
  const offer = useOfferWaitlistTime();
  if (sent) return <SendOfferLink contact={contact} {...sent} />;
  if (offerPending) return null;
  if (freeHours.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhum horário livre neste dia para oferecer.
      </Text>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hour === undefined) return;
    offer.mutate(
      { entryId, date, hour },
      {
        onSuccess: ({ offer: made, offerPath }) => {
          showToast({ tone: 'success', message: `Horário das ${made.time} oferecido.` });
          if (!notify && contact) setSent({ time: made.time, path: offerPath });
        },
        onError: (error) => showToast({ title: 'Não foi possível oferecer', message: error.message }),
      },
    );
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <NativeSelect
          label="Horário livre"
          size="lg"
          data={freeHours.map((free) => ({ value: String(free.hour), label: free.label }))}
          value={String(hour)}
          onChange={(event) => setHour(Number(event.currentTarget.value))}
        />
        <Button type="submit" size="lg" loading={offer.isPending}>
          Oferecer horário
        </Button>
      </Stack>
    </form>
  );
}

/** The offer's link for a client without notifications, ready to send on WhatsApp. */
function SendOfferLink({ contact, time, path }: { contact: string; time: string; path: string }) {
  const text = `Abriu um horário às ${time} na barbearia: agende por este link ${window.location.origin}${path}`;
  return (
    <Stack gap={4}>
      <Text size="sm">Oferta feita. Sem notificações, o cliente só sabe se você mandar o link:</Text>
      <Button
        component="a"
        href={`${whatsAppUrl(contact)}?text=${encodeURIComponent(text)}`}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        color="teal"
        leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
      >
        Enviar o link pelo WhatsApp
      </Button>
    </Stack>
  );
}
