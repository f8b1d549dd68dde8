export interface Appointment {
  id: string;
  createdAt: string;
  clientName: string;
  clientContact: string;
  hour: number;
  label: string;
  day: number;
  month: number;
  year: number;
  date: string;
  previousPayment: boolean;
  price: number;
  job: { id: string; name: string; value: number; doubleTime: boolean };
  user: { id: string; username: string };
  /** Admin listings only: the future live bookings this appointment's contact holds with the barber (this one included if it is future). */
  contactFutureBookings?: number;
  /** The barber's mark after the time; null while unmarked. */
  attendance: 'attended' | 'no_show' | null;
  /** Only when the client cancelled it (shop-local 'YYYY-MM-DDTHH:mm:ss'); its time is free again. */
  cancelledAt?: string;
  /** Only in the barber's agenda: how many times this contact did not come to the barber's appointments. */
  clientNoShows?: number;
}

/** The answer to the client's own booking: the only one that carries its manage token. */
export interface CreatedAppointment extends Appointment {
  manageToken: string;
}

/** The booking as sent to verifyExist and create (month 0-11, hour HHMM). */
export interface AppointmentRequest {
  clientName: string;
  clientContact: string;
  hour: number;
  day: number;
  month: number;
  year: number;
  jobId: string;
  userId: string;
}

/** A booking to create, with the client's push subscription when they allowed notifications. */
export interface CreateAppointmentRequest extends AppointmentRequest {
  pushEndpoint?: string;
  pushP256dh?: string;
  pushAuth?: string;
}
