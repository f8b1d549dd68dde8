export interface MonthRevenue {
  /** 0-11 */
  month: number;
  total: number;
  appointments: number;
}

export interface ServiceRevenue {
  jobId: string;
  name: string;
  total: number;
  appointments: number;
}

/** A year's revenue in reais: all 12 months and each service (trash excluded). */
export interface YearRevenue {
  userId: string;
  year: number;
  total: number;
  appointments: number;
  months: MonthRevenue[];
  services: ServiceRevenue[];
}
