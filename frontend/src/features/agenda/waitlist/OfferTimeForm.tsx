import { useState, type FormEvent } from 'react';
import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { whatsAppUrl } from '../../../lib/format/contact-links';
import { showToast } from '../../../lib/page/toast';
import type { WaitlistOffer } from '../../../api/types';
import { useOfferWaitlistTime } from './offer-waitlist-time';
import { offerWhatsAppText } from './offer-text';

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
  const [sent, setSent] = useState<{ offer: WaitlistOffer; path: string } | null>(null);
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
          if (!notify && contact) setSent({ offer: made, path: offerPath });
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
function SendOfferLink({ contact, offer, path }: { contact: string; offer: WaitlistOffer; path: string }) {
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const url = `${window.location.origin}${path}`;
  const text = offerWhatsAppText({ shopName: shop.name, offer, holdMinutes: shop.waitlistOfferMinutes, timeZone: shop.timezone, url });
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
