import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconBrandInstagram, IconBrandWhatsapp } from '@tabler/icons-react';
import type { Shop } from '../../../api/types';

function ExternalLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="subtle"
      color="gray"
      size="md"
      h={48}
      px="sm"
      leftSection={icon}
    >
      {children}
    </Button>
  );
}

/** The shop's Instagram profile and WhatsApp chat, each only when configured. */
export function SocialLinks({ shop }: { shop: Shop }) {
  if (!shop.instagramUrl && !shop.whatsappUrl) return null;
  return (
    <Group justify="center" gap="xs">
      {shop.instagramUrl && (
        <ExternalLink href={shop.instagramUrl} icon={<IconBrandInstagram size={22} aria-hidden />}>
          Instagram
        </ExternalLink>
      )}
      {shop.whatsappUrl && (
        <ExternalLink href={shop.whatsappUrl} icon={<IconBrandWhatsapp size={22} aria-hidden />}>
          WhatsApp
        </ExternalLink>
      )}
    </Group>
  );
}
