/**
 * The one port every way of taking a payment goes through. Its first implementation is the static
 * Pix code paid to the shop's own key (`StaticPixMethod`): no provider, the barber confirms by hand,
 * so it can read no charge, cancel nothing and refund nothing itself. A provider (a PSP's dynamic
 * Pix, a card gateway) implements the same five calls; only this shape anticipates it.
 */
export interface ChargeRequest {
  /** The booking the charge is for: its txid (`txidFor`) is derived from it. */
  bookingId: string;
  amountCents: number;
  /** When the charge stops being worth paying (the deposit's hold end). */
  expiresAt: Date;
}

export type ChargeStatus = 'pending' | 'paid' | 'cancelled' | 'refunded' | 'unknown';

export interface Charge {
  /** The provider's id of the charge; for a static Pix, the txid the barber finds in the bank app. */
  id: string;
  amountCents: number;
  status: ChargeStatus;
  /** The "Pix copia e cola" text (and QR code content), or null when the shop has no Pix key set. */
  copyPaste: string | null;
  expiresAt: Date;
}

/** What a refund did: a provider pays it back; the manual method leaves it to the shop (`manual`). */
export type RefundOutcome = { kind: 'refunded' } | { kind: 'manual' };

/** A provider's notice that a charge changed, once its signature was checked. */
export interface PaymentWebhookEvent {
  chargeId: string;
  status: ChargeStatus;
}

export interface PaymentMethod {
  readonly kind: 'static_pix';
  createCharge(request: ChargeRequest): Promise<Charge>;
  /** The charge as the provider knows it; null when the method cannot tell (a static Pix: the barber looks). */
  getCharge(chargeId: string): Promise<Charge | null>;
  cancel(chargeId: string): Promise<void>;
  refund(chargeId: string, amountCents: number): Promise<RefundOutcome>;
  /** A provider's signed notice; null when it is not one (the static Pix has no webhooks). */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): Promise<PaymentWebhookEvent | null>;
}

/** Nest's token for the shop's payment method. */
export const PAYMENT_METHOD = Symbol('PaymentMethod');
