/** One of the barber's general 30-minute slots (hour HHMM). */
export interface HourSlot {
  id: string;
  hour: number;
  label: string;
  available: boolean;
}

/** Weekday numbers as the API uses them: 0 = Sunday. */
export const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;
