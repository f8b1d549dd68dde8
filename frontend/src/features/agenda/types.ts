/** A month of the agenda, month 0-11. */
export interface AgendaMonth {
  month: number;
  year: number;
}
