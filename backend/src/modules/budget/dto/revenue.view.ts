/** Revenue of one service in the period, in reais. For the whole shop, services of one name add up, under the first one's id. */
export interface ServiceRevenueView {
  jobId: string;
  name: string;
  total: number;
  appointments: number;
}

/** A sum of stored prices in reais and how many appointments it covers. */
export interface RevenueFiguresView {
  total: number;
  appointments: number;
}

/**
 * `total` is realised (past, the client came or was not marked) plus booked (still to come);
 * `noShows` is what the clients marked as no-shows would have paid, outside the total.
 */
export interface RevenueSplitView extends RevenueFiguresView {
  realised: RevenueFiguresView;
  booked: RevenueFiguresView;
  noShows: RevenueFiguresView;
}

export interface MonthRevenueView extends RevenueSplitView {
  /** The barber; null for the whole shop (the owner's "Todos"). */
  userId: string | null;
  month: number;
  year: number;
  services: ServiceRevenueView[];
}

export interface YearRevenueView extends RevenueSplitView {
  /** The barber; null for the whole shop (the owner's "Todos"). */
  userId: string | null;
  year: number;
  months: ({ month: number } & RevenueSplitView)[];
  services: ServiceRevenueView[];
}
