import { Skeleton, Stack } from '@mantine/core';

/** A booking step's content while the browser takes over the page the server rendered (a moment, with no request). */
export function StepContentPending() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Carregando">
      <Skeleton height={88} />
      <Skeleton height={88} />
    </Stack>
  );
}
