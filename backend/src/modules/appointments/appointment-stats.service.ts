import { Injectable } from '@nestjs/common';
import { monthRange } from '../../shared/time/local-date';
import { AppointmentRepository } from './appointment.repository';

/** Revenue of some live appointments: the sum of their stored prices (cents) and how many they are. */
export interface RevenueFigures {
  totalCents: number;
  appointments: number;
}

export interface MonthRevenue extends RevenueFigures {
  /** Per service of the period, in no particular order. */
  services: ({ jobId: string } & RevenueFigures)[];
}

export interface YearRevenue extends MonthRevenue {
  /** All 12 months, 0-11, zero where nothing was booked. */
  months: ({ month: number } & RevenueFigures)[];
}

/**
 * What other modules may ask about appointments in aggregate (revenue). Sums come from the
 * price frozen on each appointment at booking time, over live ones only (the trash is excluded),
 * and are computed by the database with GROUP BY.
 */
@Injectable()
export class AppointmentStatsService {
  constructor(private readonly appointments: AppointmentRepository) {}

  async monthRevenue(barberId: string, year: number, month: number): Promise<MonthRevenue> {
    const rows = await this.appointments.revenueByMonthAndService(barberId, ...monthRange(year, month));
    return { ...sum(rows), services: byService(rows) };
  }

  async yearRevenue(barberId: string, year: number): Promise<YearRevenue> {
    const rows = await this.appointments.revenueByMonthAndService(barberId, { year, month: 0, day: 1 }, { year: year + 1, month: 0, day: 1 });
    const months = Array.from({ length: 12 }, (_, month) => ({ month, ...sum(rows.filter((row) => row.month === month)) }));
    return { ...sum(rows), months, services: byService(rows) };
  }
}

function sum(rows: readonly RevenueFigures[]): RevenueFigures {
  return rows.reduce((total, row) => ({ totalCents: total.totalCents + row.totalCents, appointments: total.appointments + row.appointments }), {
    totalCents: 0,
    appointments: 0,
  });
}

function byService(rows: readonly ({ jobId: string } & RevenueFigures)[]): ({ jobId: string } & RevenueFigures)[] {
  const groups = new Map<string, RevenueFigures[]>();
  for (const row of rows) groups.set(row.jobId, [...(groups.get(row.jobId) ?? []), row]);
  return [...groups].map(([jobId, group]) => ({ jobId, ...sum(group) }));
}
