import { useEffect } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useRetryWhenOnline } from '../../lib/http/use-retry-when-online';
import { ApiError, isConnectionProblem } from '../../lib/http/api-client';
import type { CodeUnavailableError } from '../../lib/page/import-on-demand';
import { PageShell } from '../layout/PageShell';
import { RoutePending } from './RoutePending';

/**
 * No connection made the page fail: its data got no answer, its code could not be fetched (import-on-demand's
 * CodeUnavailableError says so, by name so that its module stays out of the first load), or the device is offline.
 */
function failedOffline(error: unknown): boolean {
  if (isConnectionProblem(error)) return true;
  if (error instanceof Error && error.name === 'CodeUnavailableError') return (error as CodeUnavailableError).offline;
  return !navigator.onLine;
}

/**
 * Shown when a page fails to load: its data (the server's message), its code without a connection,
 * or a code chunk missing after a new release. Inside the admin area PageShell fits the frame.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  // Let the failed queries run again when the page is tried again.
  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);

  const offline = failedOffline(error);
  const fromServer = error instanceof ApiError;
  // The server's answer may differ next time: load the page's data again. A missing chunk needs the new release.
  const retry = () => (fromServer ? void router.invalidate() : window.location.reload());
  // A page that failed offline comes back by itself with the connection.
  useRetryWhenOnline(offline, retry);

  // A session the server refused: main.tsx is already on its way to the login page.
  if (error instanceof ApiError && error.status === 401) return <RoutePending />;
  return (
    <PageShell title={offline ? 'Sem conexão' : 'Algo deu errado'}>
      <Stack gap="lg">
        <Text c="dimmed">
          {offline
            ? 'Não foi possível carregar esta página: o aparelho está sem conexão com a internet. Ela carrega sozinha quando a conexão voltar.'
            : 'Não foi possível carregar esta página.'}
        </Text>
        {fromServer && !offline && <Text role="alert">{error.message}</Text>}
        <Button onClick={retry}>Tentar novamente</Button>
        <Button variant="subtle" onClick={() => void router.navigate({ to: '/' })}>
          Voltar ao início
        </Button>
      </Stack>
    </PageShell>
  );
}
