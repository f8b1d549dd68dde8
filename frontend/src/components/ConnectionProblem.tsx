import { Button, Stack, Text } from '@mantine/core';

interface ConnectionProblemProps {
  /** Why it failed: NETWORK_ERROR_MESSAGE or TIMEOUT_MESSAGE, as the failed call said. */
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** An action that got no answer (no connection, or none in time), and the way to send it again. */
export function ConnectionProblem({ message, onRetry, retrying }: ConnectionProblemProps) {
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
