import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureMayReadBarber } from '../../../shared/auth/authenticated-barber';
import { Forbidden } from '../../../shared/errors/domain-error';
import { compareDates, parseIsoDate } from '../../../shared/time/local-date';
import { ShopClock } from '../../../shared/time/shop-clock';
import { BarbersService } from '../../barbers';
import { ServiceCatalog } from '../../services';
import { CommissionPeriods } from '../commission-periods';
import { CommissionPeriodPaid, CommissionRateMissing, PayoutPeriodNotOver } from '../domain/commission.errors';
import { newPayout } from '../domain/payout';
import { statementPeriod } from '../domain/statement-period';
import { PayoutView, toPayoutView } from '../dto/payout.view';
import { serviceNamesOf } from '../service-names';
import { ensureTeamMember } from '../team-member';
import { CommissionLock } from './commission-lock';
import { PayoutStore } from './payout-store';

/**
 * Paying a period (repasse pago): under the barber's lock the period is read as the statement reads it and frozen
 * with the kept-deposit setting of the moment. No rate missing (409 COMMISSION_RATE_MISSING), no day already paid
 * (409 COMMISSION_PERIOD_PAID, the exclusion constraint the last word), a period ended by today.
 */
@Injectable()
export class CommissionPayoutsService {
  constructor(
    private readonly periods: CommissionPeriods,
    private readonly store: PayoutStore,
    private readonly lock: CommissionLock,
    private readonly barbers: BarbersService,
    private readonly services: ServiceCatalog,
    private readonly clock: ShopClock,
  ) {}

  async pay(current: AuthenticatedBarber, barberId: string, from: string, to: string): Promise<PayoutView> {
    if (current.role !== 'owner') throw new Forbidden('Só o dono da barbearia marca um repasse como pago.');
    const period = statementPeriod(parseIsoDate(from), parseIsoDate(to));
    if (compareDates(period.to, this.clock.now().date) > 0) throw new PayoutPeriodNotOver();
    await ensureTeamMember(this.barbers, barberId);
    const payout = await this.lock.run(barberId, async () => {
      const reading = await this.periods.read(barberId, period);
      if (reading.payouts.length > 0) throw new CommissionPeriodPaid();
      if (reading.figures.rateMissing || reading.adjustmentCents === null) throw new CommissionRateMissing();
      const identity = { id: randomUUID(), barberId, period, splitKeptDeposits: reading.splitKeptDeposits, paidAt: this.clock.instant() };
      return this.store.insert(newPayout(identity, reading.figures, reading.adjustmentCents, await serviceNamesOf(this.services, reading)));
    });
    return toPayoutView(payout);
  }

  /** The barber's paid periods, the latest first: their own, or anyone's for the owner. */
  async list(current: AuthenticatedBarber, barberId: string): Promise<PayoutView[]> {
    ensureMayReadBarber(current, barberId);
    await ensureTeamMember(this.barbers, barberId);
    return (await this.store.ofBarber(barberId)).map(toPayoutView);
  }
}
