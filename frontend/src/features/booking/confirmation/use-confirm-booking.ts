import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCreateBooking } from '../api/create-booking';
import { bookingExistsQueryOptions, useBookingExists } from '../api/verify-booking-exists';
import { confirmationAttempt, type ConfirmationAttempt } from './confirmation-key';
import { confirmationFailure } from './confirmation-failure';
import { keptBooking } from './kept-booking';
import { findSameDayBooking, settlePendingConfirmation, type SameDayBooking } from './same-day-booking';
import { useDraft } from '../draft/use-draft';
import { pushFieldsOf, type DevicePush } from '../../../lib/push/push-subscription';
import { readDraft, removeDraftFields, updateDraft, writeDraft } from '../../../lib/draft/draft-storage';
import { rememberMyBooking } from '../../../lib/session/my-bookings';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import { useRetryWhenOnline } from '../../../lib/http/use-retry-when-online';
import type { BookingRequest } from '../../../api/types';

const showAlreadyExists = () => showToast({ message: 'Já existe um agendamento para este horário.' });

/** What the client reads under Confirmar when the server could not be reached or did not answer in time. */
export const RETRY_HINT =
  'A confirmação é reenviada sozinha quando a conexão voltar, ou toque em Tentar novamente: se o agendamento já tiver sido feito, ele aparece sem ser feito de novo.';

/** A confirmation was sent and its answer never came: the draft keeps its key until the outcome is known. */
const answerPending = () => {
  const confirmation = readDraft()?.confirmation;
  return Boolean(confirmation && !confirmation.booked);
};

/** Where a failed confirmation leads (confirmation-failure.ts): `stay` reports its reason through `setFailure`. */
function useFailureHandler(setFailure: (failure: string) => void) {
  const navigate = useNavigate();
  return (error: unknown) => {
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
}

/**
 * Whether a new confirmation may book: not when this booking exists already, nor, until the client has answered,
 * when this device booked the same phone with the same barber that day (`sameDay` shows that booking), counting one
 * an earlier confirmation made without its answer arriving. A retry of a confirmation sent before skips all that: the
 * booking may be its own.
 */
function useMayBook(request: BookingRequest) {
  const queryClient = useQueryClient();
  const [sameDay, setSameDay] = useState<SameDayBooking | null>(null);
  const mayBook = async (attempt: ConfirmationAttempt) => {
    if (attempt.retry) return true;
    if (await queryClient.fetchQuery(bookingExistsQueryOptions(request))) {
      showAlreadyExists();
      return false;
    }
    if (!sameDay) await settlePendingConfirmation(queryClient);
    const other = sameDay ? null : await findSameDayBooking(queryClient, request);
    if (other) setSameDay(other);
    else updateDraft({ confirmation: { key: attempt.key, body: attempt.body } });
    return !other;
  };
  return { mayBook, sameDay };
}

/**
 * Confirms the booking: checks that it does not exist yet (also on arrival and every 30 s) and asks first when this
 * device already booked the same phone with the same barber that day (`sameDay`), then creates it, with this device's push
 * subscription when the client turned notifications on. Each confirmation carries an Idempotency-Key kept with the draft:
 * a retry (after no answer, a timeout or a reload, and by itself when the connection returns) sends the same key, skips
 * the checks (the booking may be its own) and shows the booking the server made, never a second one. Without an answer the
 * client stays here and reads why (`failure`). A taken time sends the client back to choose another one. Once booked, this
 * device keeps the manage token, and the draft only the key with the answer, for the result page to show the booking even
 * when the network dropped meanwhile (BookingShown; it then forgets them): going back starts a new booking.
 */
export function useConfirmBooking(request: BookingRequest, push: DevicePush | null = null) {
  const navigate = useNavigate();
  const createBooking = useCreateBooking();
  const body = push ? { ...request, ...pushFieldsOf(push) } : request;
  const pendingRetry = confirmationAttempt(useDraft(), body).retry;
  // A confirmation already sent may have booked it: "already exists" would then be this very booking.
  const alreadyExists = useBookingExists(request, !pendingRetry);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const handleFailure = useFailureHandler(setFailure);
  const { mayBook, sameDay } = useMayBook(request);

  useEffect(() => {
    if (alreadyExists.data === true) showAlreadyExists();
  }, [alreadyExists.data]);

  const confirm = async () => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      const attempt = confirmationAttempt(readDraft(), body);
      if (!(await mayBook(attempt))) return;
      const created = await createBooking.mutateAsync({ request: body, idempotencyKey: attempt.key });
      rememberMyBooking(created.id, created.manageToken);
      writeDraft({ confirmation: { key: attempt.key, body: attempt.body, booked: keptBooking(created) } });
      void navigate({ to: '/agenda/realizado/$appointmentCreated', params: { appointmentCreated: created.manageToken }, replace: true });
    } catch (error) {
      handleFailure(error);
    } finally {
      setSending(false);
    }
  };

  // The answer got lost with the connection: asked again, with the same key, as soon as it returns.
  useRetryWhenOnline(Boolean(failure), () => {
    if (answerPending()) void confirm();
  });

  return { confirm, sending, failure, sameDay };
}
