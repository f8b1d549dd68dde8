import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { staticPixBrCode, txidFor } from './domain/br-code';
import { Charge, ChargeRequest, PaymentMethod, PaymentWebhookEvent, RefundOutcome } from './domain/payment-method';
import { PaymentSettings, SHOP_PAYMENT_SETTINGS_ID } from './domain/payment-settings.entity';

/**
 * The first PaymentMethod: a static Pix code to the shop's own key, with the booking's txid. The
 * money goes straight to the shop's account; nobody but the barber, in the bank app, sees it arrive,
 * so reading a charge, cancelling, refunding and webhooks are the shop's by hand.
 */
@Injectable()
export class StaticPixMethod implements PaymentMethod {
  readonly kind = 'static_pix' as const;

  constructor(private readonly em: EntityManager) {}

  async createCharge({ bookingId, amountCents, expiresAt }: ChargeRequest): Promise<Charge> {
    const txid = txidFor(bookingId);
    const settings = await this.em.findOne(PaymentSettings, { id: SHOP_PAYMENT_SETTINGS_ID });
    const copyPaste =
      settings &&
      staticPixBrCode({
        key: { kind: settings.pixKeyKind, value: settings.pixKey },
        amountCents,
        receiverName: settings.receiverName,
        receiverCity: settings.receiverCity,
        txid,
      });
    return { id: txid, amountCents, status: 'pending', copyPaste, expiresAt };
  }

  getCharge(): Promise<Charge | null> {
    return Promise.resolve(null);
  }

  cancel(): Promise<void> {
    return Promise.resolve();
  }

  refund(): Promise<RefundOutcome> {
    return Promise.resolve({ kind: 'manual' });
  }

  verifyWebhook(): Promise<PaymentWebhookEvent | null> {
    return Promise.resolve(null);
  }
}
