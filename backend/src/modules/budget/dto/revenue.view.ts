/** Revenue of one service in the period, in reais. */
export interface ServiceRevenueView {
  jobId: string;
  name: string;
  total: number;
  appointments: number;
}

export interface MonthRevenueView {
  userId: string;
  month: number;
  year: number;
  total: number;
  appointments: number;
  services: ServiceRevenueView[];
}

export interface YearRevenueView {
  userId: string;
  year: number;
  total: number;
  appointments: number;
  months: { month: number; total: number; appointments: number }[];
  services: ServiceRevenueView[];
}
