import { Button, Stack } from '@mantine/core';
import { IconBrandGoogle, IconBrandWhatsapp, IconCalendarPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { googleCalendarUrl, icsUrl, manageUrl, whatsappBookingUrl } from '../booking-links';
import type { ManagedBooking } from '../../../api/types';

/** Keep the booking at hand: the phone's calendar (.ics), Google Calendar, a WhatsApp message to the shop. */
export function BookingShareActions({ token, booking }: { token: string; booking: ManagedBooking }) {
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const shopName = shop.name;
  // The page's own address only in the browser: the server renders the link without it, and so does the takeover.
  const origin = useHydrated() ? window.location.origin : '';
  return (
    <Stack gap="sm">
      <Button
        component="a"
        href={icsUrl(token)}
        download="agendamento.ics"
        variant="default"
        leftSection={<IconCalendarPlus size={20} aria-hidden />}
      >
        Adicionar ao calendário
      </Button>
      <Button
        component="a"
        href={googleCalendarUrl(booking, shopName, manageUrl(origin, token))}
        target="_blank"
        rel="noopener noreferrer"
        variant="default"
        leftSection={<IconBrandGoogle size={20} aria-hidden />}
      >
        Adicionar ao Google Agenda
      </Button>
      {shop.whatsappUrl && (
        <Button
          component="a"
          href={whatsappBookingUrl(shop.whatsappUrl, booking, shopName)}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
        >
          Enviar à barbearia pelo WhatsApp
        </Button>
      )}
    </Stack>
  );
}
