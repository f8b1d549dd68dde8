/** The date fields as typed: the day is free text until checked, the month may be unchosen. */
export interface DateInput {
  day: string;
  month: number | null;
  year: number;
}
