import type { ReactNode } from 'react';
import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface HomeCardProps {
  title: string;
  icon: Icon;
  /** Shown at the right of the title, such as the month's name. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A summary card of the admin home page. */
export function HomeCard({ title, icon: CardIcon, aside, children }: HomeCardProps) {
  return (
    <Paper component="section" withBorder p="lg" radius="lg" bg="dark.6" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" mb="md" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
            <CardIcon size={20} />
          </ThemeIcon>
          <Text fw={700} size="lg" component="h2">
            {title}
          </Text>
        </Group>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
