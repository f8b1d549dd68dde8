import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCreateAppointment } from './api/create-appointment';
import { appointmentExistsQueryOptions, useAppointmentExists } from './api/verify-appointment-exists';
import { conflictMessage } from '../../lib/conflict-message';
import type { DevicePush } from '../../lib/push-subscription';
import { ApiError } from '../../lib/api-client';
import { clearDraft, removeDraftFields } from '../../lib/draft-storage';
import { rememberMyBooking } from '../../lib/my-bookings';
import { showToast, TOAST_DURATION } from '../../lib/toast';
import type { AppointmentRequest } from '../../api/types';

/** Too many attempts from this address (429), or this contact already holds its maximum of future bookings. */
const staysOnConfirmation = (error: ApiError) => error.status === 429 || error.code === 'CONTACT_BOOKING_LIMIT';

const showAlreadyExists = () => showToast({ message: 'Já existe um agendamento para este horário.' });

/**
 * Confirms the booking: checks that it does not exist yet (also on arrival and every 30 s),
 * then creates it, with this device's push subscription when the client turned notifications on.
 * A taken time sends the client back to choose another one. Once booked, this device keeps the
 * manage token and the draft is cleared: going back starts a new booking.
 */
export function useConfirmBooking(request: AppointmentRequest, push: DevicePush | null = null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createAppointment = useCreateAppointment();
  const alreadyExists = useAppointmentExists(request);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (alreadyExists.data === true) showAlreadyExists();
  }, [alreadyExists.data]);

  const handleFailure = (error: unknown) => {
    const status = error instanceof ApiError ? error.status : 0;
    if (error instanceof ApiError && staysOnConfirmation(error)) {
      // Another time would not help: the client reads why (when to try again, or the contact's limit) and may retry here.
      showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default });
      return;
    }
    if (error instanceof ApiError && status === 409) {
      showToast({
        message: `${conflictMessage(error)} Você será redirecionado para selecionar outro horário.`,
        duration: TOAST_DURATION.default,
      });
      removeDraftFields(['hour']);
      void navigate({ to: '/agenda/horario' });
      return;
    }
    showToast({
      title: 'Erro!',
      message: 'O horário escolhido foi invalidado. Por favor, tente outro horário.',
      duration: TOAST_DURATION.default,
    });
    void navigate({ to: '/agenda/realizado/$appointmentCreated', params: { appointmentCreated: String(status) } });
  };

  const confirm = async () => {
    setSending(true);
    try {
      const exists = await queryClient.fetchQuery(appointmentExistsQueryOptions(request));
      if (exists) {
        showAlreadyExists();
        return;
      }
      const created = await createAppointment.mutateAsync(
        push ? { ...request, pushEndpoint: push.endpoint, pushP256dh: push.p256dh, pushAuth: push.auth } : request,
      );
      rememberMyBooking(created.id, created.manageToken);
      clearDraft();
      void navigate({ to: '/agenda/realizado/$appointmentCreated', params: { appointmentCreated: created.manageToken }, replace: true });
    } catch (error) {
      handleFailure(error);
    } finally {
      setSending(false);
    }
  };

  return { confirm, sending };
}
