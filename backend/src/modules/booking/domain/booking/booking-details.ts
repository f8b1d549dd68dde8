import type { PushSubscriptionFields } from '../../../../shared/push/push-subscription';

/** What a booking is made of besides its place in the day: the client's details and the service as booked. */

export interface ClientDetails extends PushSubscriptionFields {
  clientName: string;
  /** Digits only; NO_CONTACT on a barber's booking without one. */
  clientContact: string;
  previousPayment?: boolean;
}

/** The service being booked, as the booking keeps it: its price is frozen at booking time. */
export interface BookedService {
  serviceId: string;
  barberId: string;
  priceCents: number;
  takesTwoSlots: boolean;
}

/** Whether the client came to a past booking, as the barber marked it. */
export type Attendance = 'attended' | 'no_show';
