import type { ReactNode } from 'react';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

/** A manage token is 43 base64url characters; anything else in the result URL is a failed attempt's status. */
const MANAGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

interface BookingResultProps {
  result: string;
  /** What a successful booking shows, given its manage token (the route composes it). */
  renderBooked: (token: string) => ReactNode;
  onHome: () => void;
}

export function BookingResult({ result, renderBooked, onHome }: BookingResultProps) {
  const booked = MANAGE_TOKEN.test(result);
  return (
    <Stack align="center" ta="center" gap="lg" pt="xl">
      {booked ? renderBooked(result) : <Failure />}
      <Button fullWidth variant={booked ? 'subtle' : 'filled'} onClick={onHome}>
        Voltar ao início
      </Button>
    </Stack>
  );
}

function Failure() {
  return (
    <>
      <ThemeIcon size={88} radius="xl" color="red" aria-hidden>
        <IconX size={52} stroke={2.5} />
      </ThemeIcon>
      <div>
        <Title order={1}>Falha ao realizar agenda</Title>
        <Text size="lg" fw={700} mt={4}>
          Tente novamente
        </Text>
      </div>
      <Text c="dimmed">Houve um erro ao realizar a agenda.</Text>
    </>
  );
}
