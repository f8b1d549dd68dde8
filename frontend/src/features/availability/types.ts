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
