import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCreateAppointment } from './api/create-appointment';
import { appointmentExistsQueryOptions, useAppointmentExists } from './api/verify-appointment-exists';
import { confirmationAttempt } from './confirmation-key';
import { confirmationFailure } from './confirmation-failure';
import { useDraft } from './use-draft';
import type { DevicePush } from '../../lib/push-subscription';
import { clearDraft, readDraft, removeDraftFields, updateDraft } from '../../lib/draft-storage';
import { rememberMyBooking } from '../../lib/my-bookings';
import { showToast, TOAST_DURATION } from '../../lib/toast';
import type { BookingRequest } from '../../api/types';

const showAlreadyExists = () => showToast({ message: 'Já existe um agendamento para este horário.' });

/** What the client reads under Confirmar when the server could not be reached or did not answer in time. */
export const RETRY_HINT = 'Toque em Tentar novamente: se o agendamento já tiver sido feito, ele aparece sem ser feito de novo.';

/**
 * Confirms the booking: checks that it does not exist yet (also on arrival and every 30 s),
 * then creates it, with this device's push subscription when the client turned notifications on.
 * Each confirmation carries an Idempotency-Key kept with the draft: a retry (after no answer, a
 * timeout or a reload) sends the same key, skips the check (the booking may be its own) and shows
 * the booking the server made, never a second one. Without an answer the client stays here, reads
 * why (`failure`) and may try again. A taken time sends the client back to choose another one.
 * Once booked, this device keeps the manage token and the draft is cleared: going back starts a new booking.
 */
export function useConfirmBooking(request: BookingRequest, push: DevicePush | null = null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createAppointment = useCreateAppointment();
  const body = push ? { ...request, pushEndpoint: push.endpoint, pushP256dh: push.p256dh, pushAuth: push.auth } : request;
  const pendingRetry = confirmationAttempt(useDraft(), body).retry;
  // A confirmation already sent may have booked it: "already exists" would then be this very booking.
  const alreadyExists = useAppointmentExists(request, !pendingRetry);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (alreadyExists.data === true) showAlreadyExists();
  }, [alreadyExists.data]);

  const handleFailure = (error: unknown) => {
    const failed = confirmationFailure(error);
    if (failed.notice) showToast({ ...failed.notice, duration: TOAST_DURATION.default });
    if (failed.forget) removeDraftFields(failed.forget);
    if (failed.then === 'stay') {
      if (failed.failure) setFailure(failed.failure);
    } else if (failed.then === 'time-step') {
      void navigate({ to: '/agenda/horario' });
    } else {
      void navigate({ to: '/agenda/realizado/$appointmentCreated', params: { appointmentCreated: String(failed.status) } });
    }
  };

  const confirm = async () => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      const attempt = confirmationAttempt(readDraft(), body);
      if (!attempt.retry) {
        if (await queryClient.fetchQuery(appointmentExistsQueryOptions(request))) {
          showAlreadyExists();
          return;
        }
        updateDraft({ confirmation: { key: attempt.key, body: attempt.body } });
      }
      const created = await createAppointment.mutateAsync({ request: body, idempotencyKey: attempt.key });
      rememberMyBooking(created.id, created.manageToken);
      clearDraft();
      void navigate({ to: '/agenda/realizado/$appointmentCreated', params: { appointmentCreated: created.manageToken }, replace: true });
    } catch (error) {
      handleFailure(error);
    } finally {
      setSending(false);
    }
  };

  return { confirm, sending, failure };
}
