import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { telUrl, whatsAppUrl } from '../../../../lib/format/contact-links';

/** Ligar and WhatsApp, big enough for a thumb; "Sem telefone" for a walk-in who left none. */
export function CallClientButtons({ clientContact }: { clientContact: string }) {
  if (!clientContact) {
    return (
      <Text c="dimmed" size="sm">
        Sem telefone
      </Text>
    );
  }
  return (
    <SimpleGrid cols={2} spacing="xs">
      <Button size="lg" component="a" href={telUrl(clientContact)} variant="default" leftSection={<IconPhone size={18} aria-hidden />}>
        Ligar
      </Button>
      <Button
        size="lg"
        component="a"
        href={whatsAppUrl(clientContact)}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        color="teal"
        leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
      >
        WhatsApp
      </Button>
    </SimpleGrid>
  );
}
