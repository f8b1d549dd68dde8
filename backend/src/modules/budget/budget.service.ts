import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureOwnBarberId } from '../../shared/auth/authenticated-barber';
import { ShopClock } from '../../shared/time/shop-clock';
import { AppointmentStatsService, RevenueFigures, RevenueSplit } from '../appointments/appointment-stats.service';
import { JobsService } from '../jobs/jobs.service';
import { MonthRevenueView, RevenueFiguresView, RevenueSplitView, ServiceRevenueView, YearRevenueView } from './dto/revenue.view';

/** Meu Faturamento: a barber's own revenue, from the prices stored on live appointments. */
@Injectable()
export class BudgetService {
  constructor(
    private readonly stats: AppointmentStatsService,
    private readonly jobs: JobsService,
    private readonly clock: ShopClock,
  ) {}

  async month(current: AuthenticatedBarber, userId: string, month: number, year = this.clock.now().date.year): Promise<MonthRevenueView> {
    ensureOwnBarberId(current, userId);
    const revenue = await this.stats.monthRevenue(userId, year, month);
    return { userId, month, year, ...splitInReais(revenue), services: await this.named(revenue.services) };
  }

  async year(current: AuthenticatedBarber, userId: string, year: number): Promise<YearRevenueView> {
    ensureOwnBarberId(current, userId);
    const revenue = await this.stats.yearRevenue(userId, year);
    return {
      userId,
      year,
      ...splitInReais(revenue),
      months: revenue.months.map(({ month, ...figures }) => ({ month, ...splitInReais(figures) })),
      services: await this.named(revenue.services),
    };
  }

  /** Services with their names (deactivated ones too), highest revenue first. */
  private async named(services: ({ jobId: string } & RevenueFigures)[]): Promise<ServiceRevenueView[]> {
    const jobs = await this.jobs.viewsByIds(services.map((service) => service.jobId));
    return services
      .map(({ jobId, ...figures }) => ({ jobId, name: jobs.get(jobId)?.name ?? '', ...inReais(figures) }))
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'pt-BR'));
  }
}

function inReais({ totalCents, appointments }: RevenueFigures): RevenueFiguresView {
  return { total: totalCents / 100, appointments };
}

function splitInReais(revenue: RevenueSplit): RevenueSplitView {
  return { ...inReais(revenue), realised: inReais(revenue.realised), booked: inReais(revenue.booked), noShows: inReais(revenue.noShows) };
}
