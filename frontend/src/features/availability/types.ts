export interface AvailabilityQuery {
  userId: string;
  jobId: string;
  day: number;
  month: number;
  year: number;
}

export interface Slot {
  hour: number;
  label: string;
}

export interface Availability {
  date: string;
  slots: Slot[];
}

/** A barber's service and a month (0-11) of the client's calendar. */
export interface MonthAvailabilityQuery {
  userId: string;
  jobId: string;
  year: number;
  month: number;
}

/** A day inside the booking window and how many start times it has free (0: closed, blocked or full). */
export interface FreeDay {
  date: string;
  day: number;
  freeStarts: number;
}

export interface MonthAvailability {
  year: number;
  month: number;
  days: FreeDay[];
}
