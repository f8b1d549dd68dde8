import { Button, Stack, Text } from '@mantine/core';
import { PageShell } from './PageShell';

/** Shown when a page fails to load, for instance a code chunk missing after a new release. */
export function RouteError() {
  return (
    <PageShell title="Algo deu errado">
      <Stack gap="lg">
        <Text c="dimmed">Não foi possível carregar esta página.</Text>
        <Button onClick={() => window.location.reload()}>Tentar novamente</Button>
      </Stack>
    </PageShell>
  );
}
