import { Injectable } from '@nestjs/common';
import { issueBearerSecret } from '../../shared/auth/bearer-secret';
import { PushSubscriptionKeys } from '../../shared/push/push-subscription';
import { MAX_DEVICES_PER_BARBER } from './domain/barber-device.entity';
import { BookingSummary } from './domain/booking-summary';
import { QUEUE_SCHEMA } from '../../shared/persistence/queue-schema';
import { PushQueue } from './push-queue';

interface BookingRow {
  id: string;
  barber_id: string;
  barber_name: string;
  service_name: string;
  client_name: string;
  day: number;
  month: number;
  year: number;
  hour: number;
  live: boolean;
  push_endpoint: string | null;
  push_p256dh: string | null;
  push_auth: string | null;
  deposit_to_pay_cents: number | null;
}

interface DeviceRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the workers read and write, through the queue's pool. It reads the booking (table `appointment`), barber and
 * service tables directly (a read model, like the booking's day snapshot), and writes the barbers' devices and the
 * deposit's push Confirmar capability. A client's subscription the push service says is gone is forgotten through
 * the booking module (`BookingRepository.forgetPushSubscription`): `appointment` has one writer.
 */
@Injectable()
export class NotificationStore {
  constructor(private readonly queue: PushQueue) {}

  /** The booking as a notification tells of it; null when it is gone or its client's data was erased (nothing is said of them then). */
  async booking(bookingId: string): Promise<BookingSummary | null> {
    const { rows } = await this.queue.database.executeSql<BookingRow>(
      `select a.id, a.barber_id, b.display_name as barber_name, j.name as service_name, a.client_name,
              a.day, a.month, a.year, a.hour, a.deleted_at is null and a.cancelled_at is null as live,
              a.push_endpoint, a.push_p256dh, a.push_auth, greatest(0, a.deposit_cents - a.deposit_credit_cents - a.deposit_paid_cents) as deposit_to_pay_cents
         from appointment a
         join barber b on b.id = a.barber_id
         join job j on j.id = a.job_id
        where a.id = $1 and a.personal_data_erased_at is null`,
      [bookingId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      bookingId: row.id,
      barberId: row.barber_id,
      barberName: row.barber_name,
      serviceName: row.service_name,
      clientName: row.client_name,
      date: { year: row.year, month: row.month, day: row.day },
      hour: row.hour,
      live: row.live,
      clientPush: clientPush(row),
      depositToPayCents: row.deposit_to_pay_cents,
    };
  }

  /**
   * The push Confirmar's capability for this booking's deposit: a new bearer secret, stored only as its hash with
   * the booking's id and the hold's end (after Já paguei's extension). Null, and nothing stored, when the deposit no
   * longer waits or its hold has ended. Capabilities past their end are dropped on the way.
   */
  async mintDepositConfirmToken(bookingId: string, now: Date): Promise<string | null> {
    const { token, hash } = issueBearerSecret();
    const { rows } = await this.queue.database.executeSql<{ token_hash: string }>(
      `with ended as (delete from deposit_confirm_token where expires_at <= $3)
       insert into deposit_confirm_token (token_hash, appointment_id, expires_at)
       select $1, a.id, a.deposit_hold_until from appointment a
        where a.id = $2 and a.deposit_status = 'pending' and a.deposit_hold_until > $3 and a.cancelled_at is null and a.deleted_at is null
       returning token_hash`,
      [hash, bookingId, now],
    );
    return rows.length ? token : null;
  }

  /** The ids of the barber's devices, the MAX_DEVICES_PER_BARBER registered last at most. */
  async barberDeviceIds(barberId: string): Promise<string[]> {
    const { rows } = await this.queue.database.executeSql<{ id: string }>(
      'select id from barber_device where barber_id = $1 order by created_at desc, id desc limit $2',
      [barberId, MAX_DEVICES_PER_BARBER],
    );
    return rows.map((row) => row.id);
  }

  /** A barber's device's subscription, or null once it is gone (unsubscribed, dropped, or dead). */
  async device(deviceId: string): Promise<PushSubscriptionKeys | null> {
    const { rows } = await this.queue.database.executeSql<DeviceRow>('select endpoint, p256dh, auth from barber_device where id = $1', [deviceId]);
    return rows[0] ?? null;
  }

  /** Removes every queued job about these bookings (their pushes and reminders): nothing is sent about an erased client. */
  async dropJobsOf(bookingIds: string[]): Promise<void> {
    if (!bookingIds.length) return;
    await this.queue.database.executeSql(`delete from ${QUEUE_SCHEMA}.job where data->>'appointmentId' = any($1::text[])`, [bookingIds]);
  }

  async forgetDevice(deviceId: string): Promise<void> {
    await this.queue.database.executeSql('delete from barber_device where id = $1', [deviceId]);
  }
}

/** The booking's push subscription: its three columns are written together, or all null. */
function clientPush(row: BookingRow): PushSubscriptionKeys | null {
  const { push_endpoint: endpoint, push_p256dh: p256dh, push_auth: auth } = row;
  return endpoint && p256dh && auth ? { endpoint, p256dh, auth } : null;
}
