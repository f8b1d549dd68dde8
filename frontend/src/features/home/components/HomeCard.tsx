import type { ReactNode } from 'react';
import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface HomeCardProps {
  title: string;
  icon: Icon;
  /** A line under the title, such as the month's name. */
  subtitle?: string;
  children: ReactNode;
}

/** A summary card of the admin home page. */
export function HomeCard({ title, icon: CardIcon, subtitle, children }: HomeCardProps) {
  return (
    <Paper component="section" withBorder p={{ base: 'md', xs: 'lg' }} radius="lg" bg="dark.6" aria-label={title}>
      <Group wrap="nowrap" mb="md" gap="sm">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          <CardIcon size={22} />
        </ThemeIcon>
        <div>
          <Text fw={700} size="lg" component="h2" lh={1.3}>
            {title}
          </Text>
          {subtitle && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
        </div>
      </Group>
      {children}
    </Paper>
  );
}
