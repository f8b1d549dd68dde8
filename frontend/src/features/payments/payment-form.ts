import { DEPOSIT_DEFAULT_HOLD_MINUTES } from '../../../../common/rules/deposit-terms';
import type { PaymentSettings, PaymentSettingsInput } from '../../api/types';

export type PixKeyKind = PaymentSettingsInput['pixKeyKind'];
export type DepositRule = PaymentSettingsInput['depositRule'];
export type DepositAppliesTo = PaymentSettingsInput['depositAppliesTo'];
export type CancelInTime = PaymentSettingsInput['cancelInTime'];

/** What the Pagamentos form holds; a number field holds '' while empty (Mantine's NumberInput). */
export interface PaymentFormValues {
  pixKeyKind: PixKeyKind;
  pixKey: string;
  receiverName: string;
  receiverCity: string;
  depositRule: DepositRule;
  depositPercent: number | string;
  /** In reais, as the API takes it. */
  depositValue: number | string;
  depositAppliesTo: DepositAppliesTo;
  holdMinutes: number | string;
  cancelInTime: CancelInTime;
}

/** The form filled in with the stored settings (before the first save: no key, a CPF to type, and the server's defaults). */
export function paymentFormValues(settings: PaymentSettings): PaymentFormValues {
  return {
    pixKeyKind: settings.pixKeyKind ?? 'cpf',
    pixKey: settings.pixKey ?? '',
    receiverName: settings.receiverName ?? '',
    receiverCity: settings.receiverCity ?? '',
    depositRule: settings.depositRule,
    depositPercent: settings.depositPercent ?? '',
    depositValue: settings.depositValue ?? '',
    depositAppliesTo: settings.depositAppliesTo,
    holdMinutes: settings.holdMinutes,
    cancelInTime: settings.cancelInTime,
  };
}

/**
 * The body of `PUT /api/payments/settings`: only the chosen rule's number (an empty one sent as null, which the server
 * refuses with its own message under the field); an emptied hold time is the default.
 */
export function paymentSettingsInput(values: PaymentFormValues): PaymentSettingsInput {
  return {
    pixKeyKind: values.pixKeyKind,
    pixKey: values.pixKey.trim(),
    receiverName: values.receiverName.trim(),
    receiverCity: values.receiverCity.trim(),
    depositRule: values.depositRule,
    depositPercent: values.depositRule === 'percent' ? numberOrNull(values.depositPercent) : null,
    depositValue: values.depositRule === 'fixed' ? numberOrNull(values.depositValue) : null,
    depositAppliesTo: values.depositAppliesTo,
    holdMinutes: numberOrNull(values.holdMinutes) ?? DEPOSIT_DEFAULT_HOLD_MINUTES,
    cancelInTime: values.cancelInTime,
  };
}

/** Which field each of the server's 400s is about, by its code's prefix (the kind's before the key's: the first match wins). */
export const FIELD_BY_ERROR_CODE: Record<string, keyof PaymentFormValues> = {
  PIX_KEY_KIND_: 'pixKeyKind',
  PIX_KEY_: 'pixKey',
  PIX_RECEIVER_NAME_: 'receiverName',
  PIX_RECEIVER_CITY_: 'receiverCity',
  DEPOSIT_PERCENT_: 'depositPercent',
  DEPOSIT_VALUE_: 'depositValue',
  DEPOSIT_HOLD_: 'holdMinutes',
};

function numberOrNull(value: number | string): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
