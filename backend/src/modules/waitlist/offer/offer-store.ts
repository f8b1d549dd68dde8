import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LocalDate, toIsoDate } from '../../../shared/time/local-date';
import { WaitlistOfferExpired, WaitlistOfferTaken, WaitlistOfferWithdrawn } from '../domain/waitlist.errors';

export type OfferStatus = 'pending' | 'taken' | 'expired' | 'withdrawn';

export interface NewOffer {
  id: string;
  entryId: string;
  barberId: string;
  serviceId: string;
  date: LocalDate;
  hour: number;
  slotCount: number;
  tokenHash: string;
  broadcast: boolean;
  expiresAt: Date;
}

/** An offer as its page, its taking and its push need it. */
export interface OfferRow {
  id: string;
  entry_id: string;
  barber_id: string;
  barber_username: string;
  /** The display name, the one clients see (the offer's page and push). */
  barber_name: string;
  job_id: string;
  service_name: string;
  double_time: boolean;
  /** The service's price now, in centavos: what a booking taking the offer is charged. */
  value_cents: number;
  date: string;
  hour: number;
  status: OfferStatus;
  broadcast: boolean;
  expires_at: Date;
  client_name: string;
  client_contact: string;
  push_endpoint: string | null;
  push_p256dh: string | null;
  push_auth: string | null;
}

const OFFER_COLUMNS = `o.id, o.entry_id, o.barber_id, b.username as barber_username, b.display_name as barber_name, o.job_id, j.name as service_name, j.double_time, j.value_cents,
  o.date::text as date, o.hour, o.status, o.broadcast, o.expires_at, e.client_name, e.client_contact, e.push_endpoint, e.push_p256dh, e.push_auth
  from waitlist_offer o join waitlist_entry e on e.id = o.entry_id join barber b on b.id = o.barber_id join job j on j.id = o.job_id`;

/**
 * The offers' reads and writes (table `waitlist_offer`). Every change of an offer's state is one
 * conditional update (`where status = 'pending'`): a taker and the expiry, or two takers, never both win.
 */
@Injectable()
export class OfferStore {
  constructor(private readonly em: EntityManager) {}

  async insert(offer: NewOffer): Promise<void> {
    await this.em.execute(
      `insert into waitlist_offer (id, entry_id, barber_id, job_id, date, hour, slot_count, token_hash, broadcast, expires_at)
       values (?, ?, ?, ?, ?::date, ?, ?, ?, ?, ?)`,
      [
        offer.id,
        offer.entryId,
        offer.barberId,
        offer.serviceId,
        toIsoDate(offer.date),
        offer.hour,
        offer.slotCount,
        offer.tokenHash,
        offer.broadcast,
        offer.expiresAt,
      ],
    );
  }

  async byId(id: string): Promise<OfferRow | null> {
    const [row] = await this.em.execute<OfferRow[]>(`select ${OFFER_COLUMNS} where o.id = ?`, [id]);
    return row ?? null;
  }

  async byTokenHash(hash: string): Promise<OfferRow | null> {
    const [row] = await this.em.execute<OfferRow[]>(`select ${OFFER_COLUMNS} where o.token_hash = ?`, [hash]);
    return row ?? null;
  }

  /**
   * The holder takes the offer for the booking being made, inside its transaction: pending and not
   * over → taken. The other offers of that start (near the time, everyone's) and the entry's other
   * offers are withdrawn, and the entry is served. Answers the days whose held times were freed.
   */
  async take(offerId: string, bookingId: string, now: Date): Promise<{ barberId: string; date: string }[]> {
    const [taken] = await this.em.execute<{ entry_id: string; barber_id: string; date: string; hour: number }[]>(
      `update waitlist_offer set status = 'taken', booking_id = ? where id = ? and status = 'pending' and expires_at > ?
       returning entry_id, barber_id, date::text as date, hour`,
      [bookingId, offerId, now],
    );
    if (!taken) throw await this.whyNotPending(offerId, now);
    const withdrawn = await this.em.execute<{ barber_id: string; date: string }[]>(
      `update waitlist_offer set status = 'withdrawn'
        where status = 'pending' and (entry_id = ? or (barber_id = ? and date = ?::date and hour = ?))
        returning barber_id, date::text as date`,
      [taken.entry_id, taken.barber_id, taken.date, taken.hour],
    );
    await this.em.execute("update waitlist_entry set status = 'booked' where id = ?", [taken.entry_id]);
    return withdrawn.map((row) => ({ barberId: row.barber_id, date: row.date }));
  }

  /** The error an offer that can't be taken is: over, taken, or withdrawn. */
  private async whyNotPending(offerId: string, now: Date): Promise<Error> {
    const [row] = await this.em.execute<{ status: OfferStatus; expires_at: Date }[]>('select status, expires_at from waitlist_offer where id = ?', [
      offerId,
    ]);
    if (row?.status === 'taken') return new WaitlistOfferTaken();
    if (row?.status === 'withdrawn') return new WaitlistOfferWithdrawn();
    if (!row || row.status === 'expired' || new Date(row.expires_at) <= now) return new WaitlistOfferExpired();
    return new WaitlistOfferTaken();
  }

  /**
   * Its holder can't be told (the push subscription is gone): pending → expired now, as at the end of its hold.
   * Answers its day, or null when it no longer waited (taken, withdrawn, expired meanwhile).
   */
  async lapse(offerId: string): Promise<{ barberId: string; date: string } | null> {
    const [row] = await this.em.execute<{ barber_id: string; date: string }[]>(
      `update waitlist_offer set status = 'expired' where id = ? and status = 'pending' returning barber_id, date::text as date`,
      [offerId],
    );
    return row ? { barberId: row.barber_id, date: row.date } : null;
  }

  /** The expiry: pending and over → expired. Answers its day, or whether it is still pending (and until when). */
  async expire(offerId: string, now: Date): Promise<{ expired: { barberId: string; date: string } } | { expired: null; pendingUntil: Date | null }> {
    const [row] = await this.em.execute<{ barber_id: string; date: string }[]>(
      `update waitlist_offer set status = 'expired' where id = ? and status = 'pending' and expires_at <= ?
       returning barber_id, date::text as date`,
      [offerId, now],
    );
    if (row) return { expired: { barberId: row.barber_id, date: row.date } };
    const [pending] = await this.em.execute<{ expires_at: Date }[]>("select expires_at from waitlist_offer where id = ? and status = 'pending'", [
      offerId,
    ]);
    return { expired: null, pendingUntil: pending ? new Date(pending.expires_at) : null };
  }
}
