import { useSuspenseQuery } from '@tanstack/react-query';
import { firstFormProblem } from '../../lib/validation/form-errors';
import { showToast, TOAST_DURATION } from '../../lib/page/toast';
import { useDraftForm } from '../../lib/draft/use-draft-form';
import { bookingErrorMessage } from '../../lib/http/conflict-message';
import { clampToWindow } from '../../lib/time/booking-window';
import type { ClientData } from '../../components/forms/ClientDataForm';
import { barberServicesQueryOptions } from '../../api/services/get-barber-services';
import { sameDate } from '../../lib/time/shop-date';
import type { ShopDate } from '../../lib/time/shop-types';
import type { ValidationProblem } from '../../lib/validation/validation-problem';
import type { AgendaBookingFields, Booking } from '../../api/types';
import { adminWindow } from './admin-window';
import { BOOKING_FORM_TOAST_TITLES, bookingFormRules, type BookingFormValues } from './form-rules';

export interface BookingFormSetup {
  barberId: string;
  today: ShopDate;
  /** The booking being edited; a new one when absent. */
  initial?: Booking;
  /** A new booking's client and service, known beforehand (booking a client again). */
  prefill?: Partial<ClientData> & { serviceId?: string };
  /** A new one's day and time chosen beforehand (a free slot tapped in the agenda). */
  start?: { date: ShopDate; hour?: number };
  onSave: (fields: AgendaBookingFields) => Promise<unknown>;
}

/** The booking form's state: its draft, the date within the admin window, and the submit that hands the fields to onSave. */
export function useBookingForm({ barberId, today, initial, prefill, start, onSave }: BookingFormSetup) {
  const { data: services } = useSuspenseQuery(barberServicesQueryOptions(barberId));
  // One draft for the whole form: these fields here, the client's name and contact in ClientDataForm.
  const draft = `appointment:${initial?.id ?? 'new'}`;
  const form = useDraftForm<BookingFormValues>(draft, {
    initialValues: {
      serviceId: initial?.job.id ?? prefill?.serviceId ?? '',
      date: dateOnly(initial ?? start?.date ?? today),
      hour: initial?.hour ?? start?.hour,
      previousPayment: initial?.previousPayment ?? false,
    },
    validate: bookingFormRules,
  });
  const { serviceId, date: wantedDate } = form.values;

  const window = adminWindow(today, initial);
  const date = clampToWindow(window, wantedDate);
  const takesTwoSlots = services.find((service) => service.id === serviceId)?.takesTwoSlots ?? initial?.job.takesTwoSlots;
  const ownHour = initial && sameDate(initial, date) ? initial.hour : undefined;

  // Another day: the time chosen belonged to the one before.
  const changeDate = (next: ShopDate) => form.setValues({ date: next, hour: undefined });

  // The service and the time first, then the client's data (ClientDataForm hands it over on submit, with its problem).
  const submit = (client: ClientData, clientProblem: ValidationProblem | null) =>
    form.onSubmit(
      ({ serviceId, hour, previousPayment }) => {
        if (clientProblem) return showToast(clientProblem);
        if (hour === undefined) return;
        onSave({ ...client, ...date, hour, serviceId, previousPayment }).catch((error: Error) =>
          showToast({
            title: 'Erro!',
            message: bookingErrorMessage(error),
            duration: TOAST_DURATION.default,
          }),
        );
      },
      (errors) => {
        const problem = firstFormProblem(errors, BOOKING_FORM_TOAST_TITLES);
        if (problem) showToast(problem);
      },
    )();

  return { form, draft, window, date, takesTwoSlots, ownHour, changeDate, submit };
}

function dateOnly({ year, month, day }: ShopDate): ShopDate {
  return { year, month, day };
}
