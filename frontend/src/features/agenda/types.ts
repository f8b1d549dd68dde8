/** What the barber fills in for a walk-in or phone client (month 0-11, hour HHMM). */
export interface AgendaAppointmentFields {
  clientName: string;
  clientContact: string;
  hour: number;
  day: number;
  month: number;
  year: number;
  jobId: string;
  previousPayment: boolean;
}

/** A month of the agenda, month 0-11. */
export interface AgendaMonth {
  month: number;
  year: number;
}
