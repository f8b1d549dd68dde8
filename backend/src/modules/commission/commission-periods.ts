import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { addDays, compareDates, LocalDate } from '../../shared/time/local-date';
import { ShopClock } from '../../shared/time/shop-clock';
import { BookingDeposits } from '../booking';
import { AdvanceStore } from './advances/advance-store';
import { CommissionRateStore } from './commission-rate-store';
import { adjustmentCents, changedSincePaid, RecomputedPayout } from './domain/adjustment';
import { CommissionRate } from './domain/commission-rate';
import { StatementBooking } from './domain/commission-statement';
import { KeptDeposit } from './domain/kept-deposit';
import { overlaps, Payout } from './domain/payout';
import { PeriodFigures, periodFigures, toPayCents } from './domain/period-figures';
import { StatementPeriod } from './domain/statement-period';
import { PayoutStore } from './payouts/payout-store';
import { CommissionSettingsStore } from './settings/commission-settings-store';
import { statementBookings } from './statement-bookings.query';

/** Everything a barber's period adds up to now, and how it stands against what was paid. */
export interface PeriodReading {
  barberId: string;
  period: StatementPeriod;
  /** The shop's setting now: whether kept deposits count for the barber. */
  splitKeptDeposits: boolean;
  rates: CommissionRate[];
  figures: PeriodFigures;
  unmarked: StatementBooking[];
  /** What the barber's paid periods would earn now less what was paid for them (null: a rate is missing). */
  adjustmentCents: number | null;
  /** What is still to pay: the days of the period not paid yet (earned less their advances), plus the adjustment. */
  toPayCents: number | null;
  /** The payouts sharing a day with the period (one, when exactly this period is paid). */
  payouts: Payout[];
  /** One of those payouts would come out differently now. */
  changedSincePaid: boolean;
}

/**
 * Reads a barber's period: the attended and unmarked bookings, the kept deposits (read through the booking module, the
 * deposit's owner), the advances and the paid periods, each paid period computed again as it would be now for the
 * adjustment. The figures are the whole period's as it stands; what is still to pay counts only its days no payout
 * holds, plus the adjustment. Reads only; the payout takes it under the barber's lock.
 */
@Injectable()
export class CommissionPeriods {
  constructor(
    private readonly em: EntityManager,
    private readonly rateStore: CommissionRateStore,
    private readonly advanceStore: AdvanceStore,
    private readonly payoutStore: PayoutStore,
    private readonly settings: CommissionSettingsStore,
    private readonly deposits: BookingDeposits,
    private readonly clock: ShopClock,
  ) {}

  async read(barberId: string, period: StatementPeriod): Promise<PeriodReading> {
    const rates = await this.rateStore.ratesOf(barberId);
    const splitKeptDeposits = await this.settings.splitKeptDeposits();
    const { attended, unmarked } = await statementBookings(this.em, barberId, period, this.clock.localNow());
    const kept = splitKeptDeposits ? await this.keptOf(barberId, period) : [];
    const advances = await this.advanceStore.ofPeriod(barberId, period);
    const figures = periodFigures(attended, kept, advances, rates);
    const recomputed = await this.recomputed(barberId, rates);
    const these = recomputed.filter(({ payout }) => overlaps(payout.period, period));
    const unpaid = (date: LocalDate) => !these.some(({ payout }) => within(date, payout.period));
    const unpaidFigures = periodFigures(
      attended.filter((booking) => unpaid(booking.date)),
      kept.filter((deposit) => unpaid(deposit.date)),
      advances.filter((advance) => unpaid(advance.day)),
      rates,
    );
    const adjustment = adjustmentCents(recomputed);
    return {
      barberId,
      period,
      splitKeptDeposits,
      rates,
      figures,
      unmarked,
      adjustmentCents: adjustment,
      toPayCents: toPayCents(unpaidFigures, adjustment),
      payouts: these.map(({ payout }) => payout),
      changedSincePaid: changedSincePaid(these),
    };
  }

  /** Each of the barber's paid periods computed again from today's bookings and rates, with the setting it was paid with. */
  private async recomputed(barberId: string, rates: CommissionRate[]): Promise<RecomputedPayout[]> {
    const payouts = await this.payoutStore.ofBarber(barberId);
    if (payouts.length === 0) return [];
    const span = {
      from: payouts.map((payout) => payout.period.from).sort(compareDates)[0],
      to: payouts.map((payout) => payout.period.to).sort(compareDates)[payouts.length - 1],
    };
    const { attended } = await statementBookings(this.em, barberId, span, this.clock.localNow());
    const kept = payouts.some((payout) => payout.splitKeptDeposits) ? await this.keptOf(barberId, span) : [];
    return payouts.map((payout) => {
      const inPeriod = ({ date }: { date: LocalDate }) => within(date, payout.period);
      const keptNow = payout.splitKeptDeposits ? kept.filter(inPeriod) : [];
      const figures = periodFigures(attended.filter(inPeriod), keptNow, [], rates);
      return { payout, earnedNowCents: figures.earnedCents, grossNowCents: figures.statement.totals.grossCents };
    });
  }

  private keptOf(barberId: string, period: StatementPeriod): Promise<KeptDeposit[]> {
    return this.deposits.keptOf(barberId, period.from, addDays(period.to, 1));
  }
}

function within(date: LocalDate, period: StatementPeriod): boolean {
  return compareDates(period.from, date) <= 0 && compareDates(date, period.to) <= 0;
}
