import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { AppointmentDraft } from '../../../lib/draft-storage';
import { formatDate, formatHour } from '../../../lib/format';

interface BookingResultProps {
  succeeded: boolean;
  draft: AppointmentDraft | null;
  onHome: () => void;
}

export function BookingResult({ succeeded, draft, onHome }: BookingResultProps) {
  return (
    <Stack align="center" ta="center" gap="lg" pt="xl">
      {succeeded ? <Success draft={draft} /> : <Failure />}
      <Button fullWidth mt="md" onClick={onHome}>
        Voltar ao início
      </Button>
    </Stack>
  );
}

function Success({ draft }: { draft: AppointmentDraft | null }) {
  const { day, month, year, hour, clientContact } = draft ?? {};
  const hasDate = day !== undefined && month !== undefined && year !== undefined && hour !== undefined;
  return (
    <>
      <ThemeIcon size={88} radius="xl" color="teal" aria-hidden>
        <IconCheck size={52} stroke={2.5} />
      </ThemeIcon>
      <div>
        <Title order={1}>Agendamento confirmado!</Title>
        <Text size="lg" c="dimmed" mt={4}>
          Sua agenda foi realizada
        </Text>
      </div>
      {hasDate && (
        <Paper withBorder p="md" w="100%" bg="dark.6">
          <Text size="xl" fw={700}>
            {formatDate(day, month, year)} às {formatHour(hour)}
          </Text>
        </Paper>
      )}
      {clientContact && <Text c="dimmed">Uma mensagem de confirmação será enviada para o contato {clientContact}.</Text>}
    </>
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
