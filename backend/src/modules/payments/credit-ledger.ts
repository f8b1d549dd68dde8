import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

interface CreditRow {
  id: string;
  remaining_cents: number;
}

interface UseRow {
  credit_id: string;
  cents: number;
}

/** The credit one earned booking gives: who earned it (and the proof its holder shows), and how much. */
export interface EarnedCredit {
  bookingId: string;
  clientContact: string;
  /** The hash of the earning booking's manage token: the device that kept the token may spend the credit. */
  proofHash: string | null;
  cents: number;
}

/**
 * The clients' credit (tables `deposit_credit` and `deposit_credit_use`, this module's own): each amount a booking
 * earned, with what is left of it, and which later booking took how much. Credit is spent only with its proof (the
 * earning booking's manage token, which only that client's device and manage link hold), never by a phone number;
 * a credit larger than a deposit keeps its remainder; a booking whose deposit ends unpaid or is cancelled gives
 * back what it took. Each spend is a conditional update (`where remaining_cents >= ?`), under the row's lock.
 * Runs on the caller's transaction.
 */
@Injectable()
export class CreditLedger {
  constructor(private readonly em: EntityManager) {}

  /** What these proofs may spend now, in centavos. */
  async available(proofHashes: string[]): Promise<number> {
    if (!proofHashes.length) return 0;
    const row = await this.em.execute<{ cents: number }>(
      'select coalesce(sum(remaining_cents), 0)::int as cents from deposit_credit where proof_hash in (?) and remaining_cents > 0',
      [proofHashes],
      'get',
    );
    return row.cents;
  }

  /** Takes up to `neededCents` of the proven credit, oldest first, for a booking; answers how much it took. */
  async spend(proofHashes: string[], bookingId: string, neededCents: number): Promise<number> {
    if (!proofHashes.length || neededCents <= 0) return 0;
    const credits = await this.em.execute<CreditRow[]>(
      `select id, remaining_cents from deposit_credit where proof_hash in (?) and remaining_cents > 0
        order by created_at, id for update`,
      [proofHashes],
    );
    let taken = 0;
    for (const credit of credits) {
      const cents = Math.min(credit.remaining_cents, neededCents - taken);
      if (cents <= 0) break;
      if (await this.take(credit.id, bookingId, cents)) taken += cents;
    }
    return taken;
  }

  /** Gives back up to `cents` of what a booking took (its latest takes first). */
  async giveBack(bookingId: string, cents: number): Promise<void> {
    if (cents <= 0) return;
    const uses = await this.em.execute<UseRow[]>(
      'select credit_id, cents from deposit_credit_use where booking_id = ? order by created_at desc, credit_id for update',
      [bookingId],
    );
    let left = cents;
    for (const use of uses) {
      const back = Math.min(use.cents, left);
      if (back <= 0) break;
      await this.em.execute('update deposit_credit set remaining_cents = remaining_cents + ? where id = ? and remaining_cents + ? <= cents', [
        back,
        use.credit_id,
        back,
      ]);
      await this.em.execute(
        back === use.cents
          ? 'delete from deposit_credit_use where credit_id = ? and booking_id = ?'
          : 'update deposit_credit_use set cents = cents - ? where credit_id = ? and booking_id = ?',
        back === use.cents ? [use.credit_id, bookingId] : [back, use.credit_id, bookingId],
      );
      left -= back;
    }
  }

  /** A booking earned credit: a cancellation in time, or a cheaper service, under the shop's `credit` rule. */
  async earn(credit: EarnedCredit): Promise<void> {
    if (credit.cents <= 0) return;
    await this.em.execute(
      `insert into deposit_credit (id, earned_by, contact_key, proof_hash, cents, remaining_cents)
       values (?, ?, contact_key(?), ?, ?, ?)`,
      [randomUUID(), credit.bookingId, credit.clientContact, credit.proofHash, credit.cents, credit.cents],
    );
  }

  private async take(creditId: string, bookingId: string, cents: number): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      'update deposit_credit set remaining_cents = remaining_cents - ? where id = ? and remaining_cents >= ? returning id',
      [cents, creditId, cents],
    );
    if (!rows.length) return false;
    await this.em.execute(
      `insert into deposit_credit_use (credit_id, booking_id, cents) values (?, ?, ?)
       on conflict (credit_id, booking_id) do update set cents = deposit_credit_use.cents + excluded.cents`,
      [creditId, bookingId, cents],
    );
    return true;
  }
}
