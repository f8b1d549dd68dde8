import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { telUrl, whatsAppUrl } from '../../lib/format/contact-links';
import { formatPhone } from '../../lib/format/format-phone';

/** A client's phone as a call link and a WhatsApp link; "Sem telefone" for a walk-in who left none. */
export function ContactLinks({ contact, clientName }: { contact: string; clientName: string }) {
  if (!contact) {
    return (
      <Group gap={8} wrap="nowrap" c="dimmed">
        <IconPhone size={16} aria-hidden />
        <Text size="sm">Sem telefone</Text>
      </Group>
    );
  }
  const phone = formatPhone(contact);
  return (
    <Group gap={8} wrap="nowrap">
      <IconPhone size={16} aria-hidden />
      {/* Named 'Ligar para Ana ((11) 98765-4321)': the phone shown is in the name. */}
      <Anchor href={telUrl(contact)} c="dark.0" display="inline-block" py={10}>
        <span className="spoken-only">Ligar para {clientName} (</span>
        {phone}
        <span className="spoken-only">)</span>
      </Anchor>
      <ActionIcon
        component="a"
        href={whatsAppUrl(contact)}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        color="teal"
        size={44}
        aria-label={`WhatsApp de ${clientName}`}
      >
        <IconBrandWhatsapp size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
