import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureMayReadBarber } from '../../shared/auth/authenticated-barber';
import { parseIsoDate } from '../../shared/time/local-date';
import { ShopClock } from '../../shared/time/shop-clock';
import { BarbersService } from '../barbers';
import { ServiceCatalog } from '../services';
import { CommissionRateStore } from './commission-rate-store';
import { commissionStatement } from './domain/commission-statement';
import { statementPeriod } from './domain/statement-period';
import { CommissionStatementView, toCommissionStatementView } from './dto/commission-statement.view';
import { statementBookings } from './statement-bookings.query';
import { ensureTeamMember } from './team-member';

/** The statement (repasse): a barber's attended bookings of a period at the rate of each one's day. */
@Injectable()
export class CommissionStatementsService {
  constructor(
    private readonly em: EntityManager,
    private readonly store: CommissionRateStore,
    private readonly barbers: BarbersService,
    private readonly services: ServiceCatalog,
    private readonly clock: ShopClock,
  ) {}

  async statement(current: AuthenticatedBarber, barberId: string, from: string, to: string): Promise<CommissionStatementView> {
    ensureMayReadBarber(current, barberId);
    const period = statementPeriod(parseIsoDate(from), parseIsoDate(to));
    await ensureTeamMember(this.barbers, barberId);
    const { attended, unmarked } = await statementBookings(this.em, barberId, period, this.clock.localNow());
    const statement = commissionStatement(attended, await this.store.ratesOf(barberId));
    const services = await this.services.viewsByIds([...attended, ...unmarked].map((booking) => booking.serviceId));
    const serviceNames = new Map([...services].map(([id, service]) => [id, service.name]));
    return toCommissionStatementView(barberId, period, statement, unmarked, serviceNames);
  }
}
