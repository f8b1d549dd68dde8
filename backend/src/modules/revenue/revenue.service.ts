import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureMayReadBarber, ensureShopOwner } from '../../shared/auth/authenticated-barber';
import { ShopClock } from '../../shared/time/shop-clock';
import { RevenueFigures, RevenueTotals } from './revenue-totals.service';
import { ServiceCatalog } from '../services';
import {
  MonthRevenueView,
  ServiceRevenueView,
  toMonthRevenueView,
  toServiceRevenueView,
  toYearRevenueView,
  YearRevenueView,
} from './dto/revenue.view';

/**
 * Meu Faturamento: a barber's revenue, from the prices stored on live bookings. A barber sees
 * their own; the owner sees anyone's, and the whole shop's (`scope` null).
 */
@Injectable()
export class RevenueService {
  constructor(
    private readonly stats: RevenueTotals,
    private readonly services: ServiceCatalog,
    private readonly clock: ShopClock,
  ) {}

  async month(current: AuthenticatedBarber, barberId: string, month: number, year?: number): Promise<MonthRevenueView> {
    ensureMayReadBarber(current, barberId);
    return this.monthOf(barberId, month, year);
  }

  async year(current: AuthenticatedBarber, barberId: string, year: number): Promise<YearRevenueView> {
    ensureMayReadBarber(current, barberId);
    return this.yearOf(barberId, year);
  }

  async shopMonth(current: AuthenticatedBarber, month: number, year?: number): Promise<MonthRevenueView> {
    ensureShopOwner(current);
    return this.monthOf(null, month, year);
  }

  async shopYear(current: AuthenticatedBarber, year: number): Promise<YearRevenueView> {
    ensureShopOwner(current);
    return this.yearOf(null, year);
  }

  private async monthOf(barberId: string | null, month: number, year = this.clock.now().date.year): Promise<MonthRevenueView> {
    const revenue = await this.stats.monthRevenue(barberId, year, month);
    return toMonthRevenueView({ barberId, year, month }, revenue, await this.named(revenue.services));
  }

  private async yearOf(barberId: string | null, year: number): Promise<YearRevenueView> {
    const revenue = await this.stats.yearRevenue(barberId, year);
    return toYearRevenueView({ barberId, year }, revenue, await this.named(revenue.services));
  }

  /** Services with their names (deactivated ones too), those of one name added up, highest revenue first. */
  private async named(services: ({ serviceId: string } & RevenueFigures)[]): Promise<ServiceRevenueView[]> {
    const serviceViews = await this.services.viewsByIds(services.map((service) => service.serviceId));
    const byName = new Map<string, { serviceId: string; name: string } & RevenueFigures>();
    for (const { serviceId, totalCents, bookings } of services) {
      const name = serviceViews.get(serviceId)?.name ?? '';
      const seen = byName.get(name) ?? { serviceId, name, totalCents: 0, bookings: 0 };
      byName.set(name, { ...seen, totalCents: seen.totalCents + totalCents, bookings: seen.bookings + bookings });
    }
    return [...byName.values()].sort((a, b) => b.totalCents - a.totalCents || a.name.localeCompare(b.name, 'pt-BR')).map(toServiceRevenueView);
  }
}
