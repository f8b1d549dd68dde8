import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconX } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatWhen } from '../../../lib/format/format';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { whatsappBookingUrl } from '../booking-links';
import type { ManagedBooking } from '../../../api/types';

/** The manage page once the booking has been cancelled there: the time is free again, and what the client may do next. */
export function CancelledNotice({ booking }: { booking: ManagedBooking }) {
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  return (
    <Stack align="center" ta="center" gap="lg" pt="md">
      <ThemeIcon size={72} radius="xl" color="gray" aria-hidden>
        <IconX size={44} stroke={2.5} />
      </ThemeIcon>
      <div>
        <Title order={2}>Agendamento cancelado</Title>
        <Text c="dimmed" mt={4}>
          {booking.service.name} com {booking.barber.displayName}, {formatWhen(booking)}. O horário foi liberado.
        </Text>
      </div>
      {shop.whatsappUrl && (
        <Button
          component="a"
          href={whatsappBookingUrl(shop.whatsappUrl, booking, shop.name)}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          fullWidth
          leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
        >
          Falar com a barbearia
        </Button>
      )}
      <Button component={Link} to="/agenda/barbeiro" fullWidth>
        Fazer novo agendamento
      </Button>
      <Button component={Link} to="/" variant="subtle" fullWidth>
        Voltar ao início
      </Button>
    </Stack>
  );
}
