import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';

interface SettingsSectionProps {
  title: string;
  /** What the section's settings mean, in a sentence or two under its title. */
  description?: ReactNode;
  children: ReactNode;
}

/** One titled block of a settings page (Meus Dados, Pagamentos). */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  return (
    <Paper component="section" withBorder p={{ base: 'md', xs: 'lg' }} radius="lg" bg="dark.6" aria-label={title}>
      <Title order={2} size="h4" mb={description ? 4 : 'md'}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}
