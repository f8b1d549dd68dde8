import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DepositFacts, DepositTermsOfShop } from './domain/deposit-policy';
import { PaymentSettings, SHOP_PAYMENT_SETTINGS_ID } from './domain/payment-settings.entity';

/** A service as a quote needs it; null when there is no such active service. */
export interface QuotedService {
  barberId: string;
  priceCents: number;
}

interface FactsRow {
  booked_before: boolean;
  no_show_before: boolean;
  service: { barberId: string; priceCents: number; marked: boolean } | null;
}

/** A contact's bookings as deposits see them: contacts compare by `contact_key`, a booking without one is nobody's. */
const OF_CONTACT = "a.client_contact_key = contact_key(?) and a.client_contact_key <> ''";

/**
 * What a deposit decision reads: the shop's terms (this module's table) and a contact's history (a read of the
 * booking module's `appointment`; its writes are the booking module's alone). Runs on the caller's EntityManager:
 * inside the booking's transaction when a booking is made or changed.
 */
@Injectable()
export class DepositStore {
  constructor(private readonly em: EntityManager) {}

  /** The shop's terms, or null when no Pix key was set or the deposit is off. */
  async terms(): Promise<DepositTermsOfShop | null> {
    const settings = await this.em.findOne(PaymentSettings, { id: SHOP_PAYMENT_SETTINGS_ID });
    if (!settings || settings.deposit.kind === 'off') return null;
    return {
      deposit: settings.deposit,
      appliesTo: settings.depositAppliesTo,
      holdMinutes: settings.holdMinutes,
      cancelInTime: settings.cancelInTime,
    };
  }

  /**
   * The contact's history and the service (active), in one statement; `bookingId` (being made or changed) is left out.
   * Credit is not a fact of a contact: only its proof spends it (CreditLedger), so `creditCents` is 0 here.
   */
  async facts(clientContact: string, serviceId: string, bookingId: string | null): Promise<{ facts: DepositFacts; service: QuotedService | null }> {
    const row = await this.em.execute<FactsRow>(
      `select
         exists (select 1 from appointment a where ${OF_CONTACT} and a.id is distinct from ?::uuid and a.deleted_at is null
                   and a.deposit_status is distinct from 'expired') as booked_before,
         exists (select 1 from appointment a where ${OF_CONTACT} and a.attendance = 'no_show' and a.deleted_at is null) as no_show_before,
         (select json_build_object('barberId', j.barber_id, 'priceCents', j.value_cents, 'marked', j.deposit_required)
            from job j where j.id = ?::uuid and j.active) as service`,
      [clientContact, bookingId, clientContact, serviceId],
      'get',
    );
    const { service } = row;
    return {
      facts: {
        bookedBefore: row.booked_before,
        noShowBefore: row.no_show_before,
        serviceMarked: service?.marked ?? false,
        creditCents: 0,
      },
      service: service && { barberId: service.barberId, priceCents: service.priceCents },
    };
  }
}
