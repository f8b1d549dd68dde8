import { Button, Stack, Text } from '@mantine/core';
import { useRetryWhenOnline } from '../../lib/http/use-retry-when-online';

interface ConnectionProblemProps {
  /** Why it failed: NETWORK_ERROR_MESSAGE or TIMEOUT_MESSAGE, as the failed call said. */
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** An action that got no answer (no connection, or none in time), and the way to send it again (by itself when the connection returns). */
export function ConnectionProblem({ message, onRetry, retrying }: ConnectionProblemProps) {
  useRetryWhenOnline(!retrying, onRetry);
  return (
    <Stack gap="xs">
      <Text role="alert" c="red.8">
        {message}
      </Text>
      <Button variant="light" onClick={onRetry} loading={retrying}>
        Tentar novamente
      </Button>
    </Stack>
  );
}
