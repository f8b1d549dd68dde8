import type { ReactNode } from 'react';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { BackForm } from '../../../components/layout/PageShell';

interface BookingResultProps {
  /** What a successful booking shows (the route composes it); null after a failed attempt. */
  booked: ReactNode | null;
  onHome: () => void;
}

export function BookingResult({ booked, onHome }: BookingResultProps) {
  return (
    <Stack align="center" ta="center" gap="lg" pt="xl">
      {booked ?? <Failure />}
      <BackForm to="/" wide>
        <Button
          type="submit"
          fullWidth
          variant={booked ? 'subtle' : 'filled'}
          onClick={(event) => {
            event.preventDefault();
            onHome();
          }}
        >
          Voltar ao início
        </Button>
      </BackForm>
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
      <Text c="dimmed">Houve um erro ao realizar o agendamento.</Text>
    </>
  );
}
