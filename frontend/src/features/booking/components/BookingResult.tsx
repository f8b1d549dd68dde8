import { Alert, Button, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconSettings, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatDate, formatHour } from '../../../lib/format';
import { useManagedBooking } from '../../manage/api/get-managed-booking';
import { BookingDetails } from '../../manage/components/BookingDetails';
import { BookingShareActions } from '../../manage/components/BookingShareActions';

/** A manage token is 43 base64url characters; anything else in the result URL is a failed attempt's status. */
const MANAGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

interface BookingResultProps {
  result: string;
  onHome: () => void;
}

export function BookingResult({ result, onHome }: BookingResultProps) {
  return (
    <Stack align="center" ta="center" gap="lg" pt="xl">
      {MANAGE_TOKEN.test(result) ? <Success token={result} /> : <Failure />}
      <Button fullWidth variant={MANAGE_TOKEN.test(result) ? 'subtle' : 'filled'} onClick={onHome}>
        Voltar ao início
      </Button>
    </Stack>
  );
}

/** The booking as the server has it, and what the client can do with it now. */
function Success({ token }: { token: string }) {
  const booking = useManagedBooking(token);
  if (booking.isError) {
    return (
      <Alert color="yellow" title="Agendamento não encontrado" w="100%" ta="left">
        Este agendamento foi cancelado ou não existe mais.
      </Alert>
    );
  }
  return (
    <>
      <ThemeIcon size={88} radius="xl" color="teal" aria-hidden>
        <IconCheck size={52} stroke={2.5} />
      </ThemeIcon>
      <div>
        <Title order={1}>Agendamento confirmado!</Title>
        {booking.data ? (
          <Text size="xl" fw={700} mt={4}>
            {formatDate(booking.data.day, booking.data.month, booking.data.year)} às {formatHour(booking.data.hour)}
          </Text>
        ) : (
          <Skeleton height={28} mt={4} />
        )}
      </div>
      {booking.data ? (
        <Stack gap="lg" w="100%" ta="left">
          <BookingDetails booking={booking.data} />
          {/* Push notifications hook in here: when the client allowed them, say that a confirmation and a reminder will arrive. */}
          <Text c="dimmed">
            Nenhuma mensagem será enviada automaticamente: guarde o horário no seu calendário ou envie os detalhes para a barbearia pelo WhatsApp.
          </Text>
          <BookingShareActions token={token} booking={booking.data} />
          <Button
            renderRoot={(props) => <Link to="/agenda/gerenciar/$token" params={{ token }} {...props} />}
            leftSection={<IconSettings size={20} aria-hidden />}
          >
            Gerenciar agendamento
          </Button>
          <Text size="sm" c="dimmed">
            Pelo link de gerenciamento você pode ver, alterar ou cancelar o agendamento. Ele fica salvo neste aparelho, em Consultar.
          </Text>
        </Stack>
      ) : (
        <Skeleton height={260} w="100%" />
      )}
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
