import { Button, Group } from '@mantine/core';
import { IconBrandInstagram, IconBrandWhatsapp } from '@tabler/icons-react';
import type { Shop } from '../types';

export function SocialLinks({ shop }: { shop: Shop }) {
  if (!shop.instagramUrl && !shop.whatsappUrl) return null;
  return (
    <Group justify="center" gap="xs">
      {shop.instagramUrl && (
        <Button
          component="a"
          href={shop.instagramUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color="gray"
          size="md"
          h={48}
          px="sm"
          leftSection={<IconBrandInstagram size={22} aria-hidden />}
        >
          Instagram
        </Button>
      )}
      {shop.whatsappUrl && (
        <Button
          component="a"
          href={shop.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color="gray"
          size="md"
          h={48}
          px="sm"
          leftSection={<IconBrandWhatsapp size={22} aria-hidden />}
        >
          WhatsApp
        </Button>
      )}
    </Group>
  );
}
