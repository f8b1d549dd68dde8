import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { Forbidden } from '../../shared/errors/domain-error';
import { centsToReais } from '../../shared/money/money';
import { addDays, compareDates, daysBetween, LocalDate, monthRange, toIsoDate } from '../../shared/time/local-date';
import { BarbersService } from '../barbers';
import { CommissionPeriods, PeriodReading } from './commission-periods';
import { Payout } from './domain/payout';
import { sum } from './domain/period-figures';
import { StatementPeriod } from './domain/statement-period';
import { CommissionMonthBarberView, CommissionMonthView } from './dto/commission-month.view';

type TeamMember = Awaited<ReturnType<BarbersService['teamMembers']>>[number];

/** The owner's *Comissões* overview: every barber's month as their statement reads it, and whether it is paid. */
@Injectable()
export class CommissionMonthService {
  constructor(
    private readonly periods: CommissionPeriods,
    private readonly barbers: BarbersService,
  ) {}

  async month(current: AuthenticatedBarber, year: number, month: number): Promise<CommissionMonthView> {
    if (current.role !== 'owner') throw new Forbidden('Só o dono da barbearia vê as comissões de toda a equipe.');
    const [from, next] = monthRange(year, month);
    const period = { from, to: addDays(next, -1) };
    const rows: CommissionMonthBarberView[] = [];
    for (const member of await this.barbers.teamMembers()) {
      const reading = await this.periods.read(member.id, period);
      if (member.active || hadMovement(reading)) rows.push(toMonthRow(member, reading));
    }
    return { year, month, from: toIsoDate(period.from), to: toIsoDate(period.to), barbers: rows };
  }
}

function hadMovement({ figures, unmarked, payouts }: PeriodReading): boolean {
  return figures.statement.lines.length + figures.keptLines.length + figures.advances.length + unmarked.length + payouts.length > 0;
}

function toMonthRow(member: TeamMember, reading: PeriodReading): CommissionMonthBarberView {
  const { figures } = reading;
  return {
    userId: member.id,
    username: member.username,
    displayName: member.displayName,
    active: member.active,
    appointments: figures.statement.totals.attended,
    gross: centsToReais(figures.statement.totals.grossCents),
    barberPart: figures.earnedCents === null ? null : centsToReais(figures.earnedCents),
    advances: centsToReais(figures.advancesCents),
    toPay: reading.toPayCents === null ? null : centsToReais(reading.toPayCents),
    paidState: paidState(reading.payouts, reading.period),
    paid: centsToReais(sum(reading.payouts.map((payout) => payout.paidCents))),
    rateMissing: figures.rateMissing,
    unmarked: reading.unmarked.length,
  };
}

/** Whether the payouts cover none, some or every day of the period (two payouts of one barber never overlap). */
function paidState(payouts: readonly Payout[], period: StatementPeriod): CommissionMonthBarberView['paidState'] {
  const later = (a: LocalDate, b: LocalDate) => (compareDates(a, b) > 0 ? a : b);
  const earlier = (a: LocalDate, b: LocalDate) => (compareDates(a, b) < 0 ? a : b);
  const paidDays = sum(payouts.map((payout) => daysBetween(later(payout.period.from, period.from), earlier(payout.period.to, period.to)) + 1));
  if (paidDays === 0) return 'unpaid';
  return paidDays >= daysBetween(period.from, period.to) + 1 ? 'paid' : 'partly';
}
