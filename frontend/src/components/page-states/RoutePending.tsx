import { Skeleton, Stack } from '@mantine/core';
import { PageShell } from '../layout/PageShell';

/**
 * Shown while a page's loader fetches what it needs (the router waits a moment first, so a quick
 * answer keeps the previous page on screen instead). Inside the admin area PageShell fits the frame.
 */
export function RoutePending() {
  return (
    <PageShell>
      <Stack gap="md" role="status" aria-busy="true" aria-label="Carregando">
        <Skeleton height={36} width="60%" />
        <Skeleton height={88} />
        <Skeleton height={88} />
        <Skeleton height={88} />
      </Stack>
    </PageShell>
  );
}
