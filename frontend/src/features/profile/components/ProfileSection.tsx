import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** One titled block of the Meus Dados page. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p={{ base: 'md', xs: 'lg' }} radius="lg" bg="dark.6" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
