export interface RevenueFigures {
  total: number;
  appointments: number;
}

/** `total` is realised (past, not a no-show) plus booked (still to come); `noShows` is what the no-shows cost, outside it. */
export interface RevenueSplit extends RevenueFigures {
  realised: RevenueFigures;
  booked: RevenueFigures;
  noShows: RevenueFigures;
}

export interface MonthRevenue extends RevenueSplit {
  /** 0-11 */
  month: number;
}

export interface ServiceRevenue {
  jobId: string;
  name: string;
  total: number;
  appointments: number;
}

/** A year's revenue in reais: all 12 months and each service (trash excluded). */
export interface YearRevenue extends RevenueSplit {
  /** The barber; null for the whole shop. */
  userId: string | null;
  year: number;
  months: MonthRevenue[];
  services: ServiceRevenue[];
}

/** Whose revenue: a barber's id, or `WHOLE_SHOP` for the whole shop (the owner's "Todos"); both are strings. */
export type RevenueScope = string;

export const WHOLE_SHOP = 'todos';
