/** One service's share of a month (GET budget/budget/user/{userId}/month/{month}). */
export interface MonthServiceCount {
  jobId: string;
  name: string;
  total: number;
  appointments: number;
}

export interface MonthBudget {
  userId: string;
  month: number;
  year: number;
  total: number;
  appointments: number;
  services: MonthServiceCount[];
}
