import { Paper, Skeleton, Stack } from '@mantine/core';

export function ServiceFormSkeleton() {
  return (
    <Paper withBorder p="lg" radius="lg" aria-busy>
      <Stack gap="lg">
        <Skeleton height={76} />
        <Skeleton height={76} />
        <Skeleton height={40} width="70%" />
        <Skeleton height={50} />
      </Stack>
    </Paper>
  );
}
