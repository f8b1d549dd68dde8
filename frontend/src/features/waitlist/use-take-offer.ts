import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { isConnectionProblem } from '../../lib/http/api-client';
import { rememberMyBooking } from '../../lib/session/my-bookings';
import { showToast, TOAST_DURATION } from '../../lib/page/toast';
import { useTakeWaitlistOffer } from './api/take-waitlist-offer';
import { forgetTakeKey, takeKeyFor } from './take-key';

/**
 * Takes the offer as Confirmar books: with an Idempotency-Key kept on this device for this offer, so a second tap, a retry
 * after no answer or a reload books it once. Booked, the client sees the booking's result page (with a deposit, its Pix);
 * refused (the time expired or was taken), the offer's page shows why; without an answer, the reason and Tentar novamente.
 */
export function useTakeOffer(token: string) {
  const navigate = useNavigate();
  const takeOffer = useTakeWaitlistOffer(token);
  const [failure, setFailure] = useState<string | null>(null);

  const take = () => {
    if (takeOffer.isPending) return;
    setFailure(null);
    takeOffer.mutate(takeKeyFor(token), {
      onSuccess: (booked) => {
        rememberMyBooking(booked.id, booked.manageToken);
        forgetTakeKey(token);
        void navigate({ to: '/agenda/realizado/$appointmentCreated', params: { appointmentCreated: booked.manageToken }, replace: true });
      },
      onError: (error) => {
        if (isConnectionProblem(error)) setFailure(error.message);
        else showToast({ title: 'Não foi possível agendar', message: error.message, duration: TOAST_DURATION.default });
      },
    });
  };

  return { take, taking: takeOffer.isPending, failure };
}
