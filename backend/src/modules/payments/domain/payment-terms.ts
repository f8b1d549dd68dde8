import {
  DEPOSIT_DEFAULT_HOLD_MINUTES,
  DEPOSIT_MAX_HOLD_MINUTES,
  DEPOSIT_MAX_PERCENT,
  DEPOSIT_MIN_HOLD_MINUTES,
  DEPOSIT_MIN_PERCENT,
} from '../../../../../common/rules/deposit-terms';
import { SERVICE_MAX_VALUE_REAIS, SERVICE_MIN_VALUE_REAIS } from '../../../../../common/rules/input-limits';
import { PixKey, parsePixKey } from './pix-key';
import { pixReceiverCity, pixReceiverName } from './br-code';
import { InvalidDepositHold, InvalidDepositPercent, InvalidDepositValue, UnknownPaymentOption } from './payment-terms.errors';

/** How much the deposit is: none, a share of the service's price, or a fixed amount. */
export const DEPOSIT_RULES = ['off', 'percent', 'fixed'] as const;
export type DepositRuleKind = (typeof DEPOSIT_RULES)[number];
export type DepositRule = { kind: 'off' } | { kind: 'percent'; percent: number } | { kind: 'fixed'; amountCents: number };

/**
 * Which bookings ask for it: every one, a contact's first booking, contacts who missed a booking
 * before, or only the services the barber marks.
 */
export const DEPOSIT_APPLIES_TO = ['always', 'first_booking', 'past_no_show', 'marked_services'] as const;
export type DepositAppliesTo = (typeof DEPOSIT_APPLIES_TO)[number];

/** What a client's cancellation in time does with the deposit: the shop pays it back, or keeps it as credit. */
export const CANCEL_IN_TIME_OUTCOMES = ['refund', 'credit'] as const;
export type CancelInTimeOutcome = (typeof CANCEL_IN_TIME_OUTCOMES)[number];

/** R$ 1,00 to R$ 100.000,00, the range of a service's price. */
export const DEPOSIT_MIN_CENTS = SERVICE_MIN_VALUE_REAIS * 100;
export const DEPOSIT_MAX_CENTS = SERVICE_MAX_VALUE_REAIS * 100;
/**
 * How long the slot waits for the barber to see the deposit (DEPOSIT_MIN_HOLD_MINUTES to DEPOSIT_MAX_HOLD_MINUTES, in
 * common/rules/deposit-terms.ts, which the owner's form reads too): at least 5 minutes (a Pix arrives in seconds, the
 * client needs time to open the bank app), at most 2 hours (the slot is not lost for long).
 */
export { DEPOSIT_DEFAULT_HOLD_MINUTES, DEPOSIT_MAX_HOLD_MINUTES, DEPOSIT_MAX_PERCENT, DEPOSIT_MIN_HOLD_MINUTES, DEPOSIT_MIN_PERCENT };

/** The shop's Pix and deposit settings, each checked: what PaymentSettings stores. */
export interface PaymentTerms {
  readonly pixKey: PixKey;
  /** As the BR Code carries them: upper-case ASCII, ≤ 25 and ≤ 15 characters. */
  readonly receiverName: string;
  readonly receiverCity: string;
  readonly deposit: DepositRule;
  readonly appliesTo: DepositAppliesTo;
  readonly holdMinutes: number;
  readonly cancelInTime: CancelInTimeOutcome;
}

/** What the owner sends; the amount of a fixed deposit in centavos. Fields of another rule are ignored. */
export interface PaymentTermsInput {
  pixKeyKind: string;
  pixKey: string;
  receiverName: string;
  receiverCity: string;
  depositRule: string;
  depositPercent?: number | null;
  depositCents?: number | null;
  depositAppliesTo: string;
  holdMinutes?: number | null;
  cancelInTime: string;
}

export function paymentTerms(input: PaymentTermsInput): PaymentTerms {
  return {
    pixKey: parsePixKey(input.pixKeyKind, input.pixKey),
    receiverName: pixReceiverName(input.receiverName),
    receiverCity: pixReceiverCity(input.receiverCity),
    deposit: depositRule(input),
    appliesTo: oneOf('depositAppliesTo', DEPOSIT_APPLIES_TO, input.depositAppliesTo),
    holdMinutes: holdMinutes(input.holdMinutes ?? DEPOSIT_DEFAULT_HOLD_MINUTES),
    cancelInTime: oneOf('cancelInTime', CANCEL_IN_TIME_OUTCOMES, input.cancelInTime),
  };
}

export function depositRule(input: Pick<PaymentTermsInput, 'depositRule' | 'depositPercent' | 'depositCents'>): DepositRule {
  const kind = oneOf('depositRule', DEPOSIT_RULES, input.depositRule);
  if (kind === 'off') return { kind };
  if (kind === 'percent') {
    const percent = input.depositPercent;
    if (!isIntegerIn(percent, DEPOSIT_MIN_PERCENT, DEPOSIT_MAX_PERCENT)) throw new InvalidDepositPercent(DEPOSIT_MIN_PERCENT, DEPOSIT_MAX_PERCENT);
    return { kind, percent };
  }
  const amountCents = input.depositCents;
  if (!isIntegerIn(amountCents, DEPOSIT_MIN_CENTS, DEPOSIT_MAX_CENTS)) throw new InvalidDepositValue();
  return { kind, amountCents };
}

/**
 * The deposit of a booking at this price: a percentage rounded to the nearest centavo (at least one),
 * a fixed amount never above the price itself.
 */
export function depositCents(rule: DepositRule, priceCents: number): number {
  if (rule.kind === 'off' || priceCents <= 0) return 0;
  if (rule.kind === 'fixed') return Math.min(rule.amountCents, priceCents);
  return Math.max(1, Math.round((priceCents * rule.percent) / 100));
}

function holdMinutes(minutes: number): number {
  if (!isIntegerIn(minutes, DEPOSIT_MIN_HOLD_MINUTES, DEPOSIT_MAX_HOLD_MINUTES))
    throw new InvalidDepositHold(DEPOSIT_MIN_HOLD_MINUTES, DEPOSIT_MAX_HOLD_MINUTES);
  return minutes;
}

function oneOf<T extends string>(field: string, options: readonly T[], value: string): T {
  if (!(options as readonly string[]).includes(value)) throw new UnknownPaymentOption(field, options);
  return value as T;
}

function isIntegerIn(value: number | null | undefined, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
