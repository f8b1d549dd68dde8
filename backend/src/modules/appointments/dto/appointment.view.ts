/** An appointment as the API shows it. Price in reais, as it was when booked. */
export interface AppointmentView {
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
  /** Whether the client came, as the barber marked it after the time; null while unmarked. */
  attendance: 'attended' | 'no_show' | null;
  /** Only on appointments in the trash: when they were deleted, shop-local 'YYYY-MM-DDTHH:mm:ss'. */
  deletedAt?: string;
  /** Only on appointments the client cancelled: when, shop-local 'YYYY-MM-DDTHH:mm:ss'. Their slots are free. */
  cancelledAt?: string;
  /** Only in the barber's agenda answers: how many times this contact was marked as a no-show with this barber. */
  clientNoShows?: number;
  /** Only when the client's name and phone were erased (LGPD): both are then empty. */
  personalDataErased?: true;
}

/** The answer to the client's own online booking: the only answer that ever carries the manage token. */
export interface CreatedBookingView extends AppointmentView {
  /** Lets the holder see, move and cancel this booking (`/api/appointment/manage/{token}`). Shown once: only its hash is stored. */
  manageToken: string;
}

/** An appointment on the barber's agenda listings, with how many future live bookings its contact holds with that barber. */
export interface AgendaAppointmentView extends AppointmentView {
  contactFutureBookings: number;
}

export interface AvailabilityView {
  date: string;
  slots: { hour: number; label: string }[];
}

/** The client's calendar: each day of the month inside the booking window, with its number of bookable starts (0: closed, blocked or full). */
export interface MonthAvailabilityView {
  year: number;
  /** 0-11. */
  month: number;
  days: { date: string; day: number; freeStarts: number }[];
}

/** One half-hour slot of the barber's day (see SlotState). */
export interface TimelineSlotView {
  hour: number;
  label: string;
  state: 'booked' | 'blocked' | 'free' | 'past' | 'closed';
  /** The appointment holding a booked slot, else null. */
  appointmentId: string | null;
  /** The second slot of a double service. */
  continued: boolean;
}

/** One day of the barber's agenda, slot by slot, with its appointments (the client's cancelled ones included). */
export interface TimelineDayView {
  date: string;
  day: number;
  /** 0-11. */
  month: number;
  year: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Why the whole day takes no appointments: a weekday off or a day without appointments; null when open. */
  closure: 'weekday_off' | 'day_off' | null;
  slots: TimelineSlotView[];
  appointments: AgendaAppointmentView[];
}

export interface AgendaTimelineView {
  days: TimelineDayView[];
}
