import { useSyncExternalStore } from 'react';
import { Text } from '@mantine/core';

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the device says it has a network; the server may still be unreachable when it does. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );

/** Says the device is offline, and what happens to what the client has done so far. */
export function OfflineBanner() {
  if (useOnline()) return null;
  return (
    <Text role="status" size="sm" bg="yellow.1" c="dark" px="sm" py="xs" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      Sem conexão com a internet. O que você escolheu fica salvo neste aparelho: continue quando a conexão voltar.
    </Text>
  );
}
