import { Anchor, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { whatsappNumber } from '../visit-time';

/** The client's phone as a call link, and a WhatsApp chat with them. */
export function ClientContactLinks({ contact, contactKey }: { contact: string; contactKey: string }) {
  return (
    <Group gap="md" wrap="wrap">
      <Anchor href={`tel:${contactKey}`} c="dark.0" aria-label={`Ligar para ${contact}`}>
        <Group gap={6} wrap="nowrap">
          <IconPhone size={16} aria-hidden />
          {contact}
        </Group>
      </Anchor>
      <Anchor href={`https://wa.me/${whatsappNumber(contactKey)}`} target="_blank" rel="noopener noreferrer" c="teal.4">
        <Group gap={6} wrap="nowrap">
          <IconBrandWhatsapp size={16} aria-hidden />
          WhatsApp
        </Group>
      </Anchor>
    </Group>
  );
}
