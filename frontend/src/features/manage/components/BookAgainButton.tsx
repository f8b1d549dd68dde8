import { useState, type FormEvent } from 'react';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/http/api-client';
import { showToast } from '../../../lib/page/toast';
import { startBookingAgain } from '../book-again';

/**
 * "Agendar de novo": a new booking with the same barber and service, from the time step. Before the app has arrived it is
 * the barber step's GET form with both chosen, which the server answers (server/booking-forms.ts).
 */
export function BookAgainButton({ barberId, serviceId }: { barberId: string; serviceId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStarting(true);
    try {
      await navigate({ to: await startBookingAgain(queryClient, barberId, serviceId) });
    } catch (error) {
      showToast({ title: 'Erro!', message: error instanceof Error ? error.message : NETWORK_ERROR_MESSAGE });
      setStarting(false);
    }
  };

  return (
    <form method="get" action="/agenda/barbeiro" onSubmit={(event) => void submit(event)}>
      <input type="hidden" name="barbeiro" value={barberId} />
      <input type="hidden" name="servico" value={serviceId} />
      <Button type="submit" name="continuar" fullWidth loading={starting}>
        Agendar de novo
      </Button>
    </form>
  );
}
