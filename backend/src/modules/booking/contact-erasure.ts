import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BookingRepository } from './booking.repository';
import { DepositDesk } from './deposit/deposit-desk';

/**
 * What erasing a client's personal data changes in the bookings (this module's table, its one writer): the
 * contact's future bookings cancelled first when asked, their deposits settled (a paid one owed back), and the name,
 * phone, push subscription, manage link and idempotency key of their bookings blanked. Runs in the caller's
 * transaction (the clients module's, under the contact's lock).
 */
@Injectable()
export class ContactErasure {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingRepository,
    private readonly deposits: DepositDesk,
  ) {}

  /** Cancels the contact's live bookings from now on, with any barber; answers how many. */
  async cancelFutureBookings(contact: string, localNow: string, now: Date): Promise<number> {
    const future = await this.bookings
      .createQueryBuilder('a')
      .select('*')
      .where({ deletedAt: null, cancelledAt: null })
      .andWhere("a.client_contact_key = contact_key(?) and a.client_contact_key <> '' and a.starts_at >= ?::timestamp", [contact, localNow])
      .getResult();
    for (const booking of future) await this.deposits.onSettled(booking, booking.cancelByClient(now, true));
    await this.em.flush();
    return future.length;
  }

  /** Erases the personal data of every booking of a contact in the shop; answers their ids. */
  eraseContact(contact: string): Promise<string[]> {
    return this.erase(`a.client_contact_key = contact_key(?) and a.client_contact_key <> ''`, [contact]);
  }

  /** The retention rule: erases the personal data of bookings that started before a shop-local timestamp; answers their ids. */
  eraseStartedBefore(localTimestamp: string): Promise<string[]> {
    return this.erase('a.starts_at < ?::timestamp', [localTimestamp]);
  }

  private async erase(condition: string, params: unknown[]): Promise<string[]> {
    // em.execute, not the connection's: it joins the caller's transaction.
    const rows = await this.em.execute<{ id: string }[]>(
      `update appointment a
          set client_name = '', client_contact = '', push_endpoint = null, push_p256dh = null, push_auth = null,
              manage_token_hash = null, idempotency_key_hash = null, idempotency_fingerprint = null, personal_data_erased_at = now(),
              version = a.version + 1
        where a.personal_data_erased_at is null and ${condition}
        returning a.id`,
      params,
    );
    return rows.map((row) => row.id);
  }
}
