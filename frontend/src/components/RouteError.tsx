import { useEffect } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '../lib/api-client';
import { PageShell } from './PageShell';
import { RoutePending } from './RoutePending';

/**
 * Shown when a page fails to load: its data (the server's message), or a code chunk missing after a
 * new release. Inside the admin area PageShell fits the frame.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  // Let the failed queries run again when the page is tried again.
  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);

  // A session the server refused: main.tsx is already on its way to the login page.
  if (error instanceof ApiError && error.status === 401) return <RoutePending />;

  const fromServer = error instanceof ApiError;
  // The server's answer may differ next time: load the page's data again. A missing chunk needs the new release.
  const retry = () => (fromServer ? void router.invalidate() : window.location.reload());
  return (
    <PageShell title="Algo deu errado">
      <Stack gap="lg">
        <Text c="dimmed">Não foi possível carregar esta página.</Text>
        {fromServer && <Text role="alert">{error.message}</Text>}
        <Button onClick={retry}>Tentar novamente</Button>
      </Stack>
    </PageShell>
  );
}
