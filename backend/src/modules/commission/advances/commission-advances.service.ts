import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber } from '../../../shared/auth/authenticated-barber';
import { Forbidden } from '../../../shared/errors/domain-error';
import { LocalDate, parseIsoDate } from '../../../shared/time/local-date';
import { BarbersService } from '../../barbers';
import { advanceCents, advanceNote } from '../domain/advance';
import { AdvanceNotFound, CommissionPeriodPaid } from '../domain/commission.errors';
import { overlaps } from '../domain/payout';
import { AdvanceView, toAdvanceView } from '../dto/advance.view';
import { CommissionLock } from '../payouts/commission-lock';
import { PayoutStore } from '../payouts/payout-store';
import { ensureTeamMember } from '../team-member';
import { AdvanceStore } from './advance-store';

/** A vale as the controller hands it over. */
export interface NewAdvance {
  barberId: string;
  day: string;
  amount: number;
  note?: string | null;
}

/** Advances (vales): the owner records and deletes them, never on a day already paid (under the barber's lock). */
@Injectable()
export class CommissionAdvancesService {
  constructor(
    private readonly store: AdvanceStore,
    private readonly payouts: PayoutStore,
    private readonly lock: CommissionLock,
    private readonly barbers: BarbersService,
  ) {}

  async add(current: AuthenticatedBarber, input: NewAdvance): Promise<AdvanceView> {
    ensureOwner(current);
    const day = parseIsoDate(input.day);
    const amountCents = advanceCents(input.amount);
    const note = advanceNote(input.note);
    await ensureTeamMember(this.barbers, input.barberId);
    const advance = await this.lock.run(input.barberId, async () => {
      await this.ensureUnpaid(input.barberId, day);
      return this.store.insert({ id: randomUUID(), barberId: input.barberId, day, amountCents, note });
    });
    return toAdvanceView(advance);
  }

  async remove(current: AuthenticatedBarber, id: string): Promise<AdvanceView> {
    ensureOwner(current);
    const found = await this.store.find(id);
    if (!found) throw new AdvanceNotFound();
    return this.lock.run(found.barberId, async () => {
      await this.ensureUnpaid(found.barberId, found.day);
      if (!(await this.store.delete(id))) throw new AdvanceNotFound();
      return toAdvanceView(found);
    });
  }

  private async ensureUnpaid(barberId: string, day: LocalDate): Promise<void> {
    const paid = await this.payouts.overlapping({ from: day, to: day });
    if (paid.some((payout) => payout.barberId === barberId && overlaps(payout.period, { from: day, to: day }))) throw new CommissionPeriodPaid();
  }
}

function ensureOwner(current: AuthenticatedBarber): void {
  if (current.role !== 'owner') throw new Forbidden('Só o dono da barbearia registra e apaga vales.');
}
