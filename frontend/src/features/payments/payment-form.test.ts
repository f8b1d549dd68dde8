import { describe, expect, it } from 'vitest';
import type { PaymentSettings } from '../../api/types';
import { FIELD_BY_ERROR_CODE, paymentFormValues, paymentSettingsInput } from './payment-form';

const NOT_CONFIGURED: PaymentSettings = {
  configured: false,
  pixKeyKind: null,
  pixKey: null,
  receiverName: null,
  receiverCity: null,
  depositRule: 'off',
  depositPercent: null,
  depositValue: null,
  depositAppliesTo: 'always',
  holdMinutes: 15,
  cancelInTime: 'refund',
  updatedAt: null,
};

const SAVED: PaymentSettings = {
  ...NOT_CONFIGURED,
  configured: true,
  pixKeyKind: 'phone',
  pixKey: '+5511912345678',
  receiverName: 'BARBEARIA DO JOAO',
  receiverCity: 'SAO PAULO',
  depositRule: 'fixed',
  depositValue: 10.5,
  depositAppliesTo: 'marked_services',
  holdMinutes: 30,
  cancelInTime: 'credit',
  updatedAt: '2026-11-28T12:00:00.000Z',
};

describe('the Pagamentos form', () => {
  it('starts empty before the first save, with a CPF to type and the server’s defaults', () => {
    expect(paymentFormValues(NOT_CONFIGURED)).toEqual({
      pixKeyKind: 'cpf',
      pixKey: '',
      receiverName: '',
      receiverCity: '',
      depositRule: 'off',
      depositPercent: '',
      depositValue: '',
      depositAppliesTo: 'always',
      holdMinutes: 15,
      cancelInTime: 'refund',
    });
  });

  it('sends back what it was filled in with, the fixed deposit in reais', () => {
    expect(paymentSettingsInput(paymentFormValues(SAVED))).toEqual({
      pixKeyKind: 'phone',
      pixKey: '+5511912345678',
      receiverName: 'BARBEARIA DO JOAO',
      receiverCity: 'SAO PAULO',
      depositRule: 'fixed',
      depositPercent: null,
      depositValue: 10.5,
      depositAppliesTo: 'marked_services',
      holdMinutes: 30,
      cancelInTime: 'credit',
    });
  });

  it('sends only the chosen rule’s number, trims the texts and leaves an empty number to the server', () => {
    const values = { ...paymentFormValues(SAVED), pixKey: ' 123.456.789-09 ', receiverCity: ' Santos ' };
    const percent = paymentSettingsInput({ ...values, depositRule: 'percent', depositPercent: 20 });
    expect(percent).toMatchObject({ pixKey: '123.456.789-09', receiverCity: 'Santos', depositPercent: 20, depositValue: null });
    expect(paymentSettingsInput({ ...values, depositRule: 'percent', depositPercent: '' }).depositPercent).toBeNull();
    expect(paymentSettingsInput({ ...values, depositRule: 'fixed', depositValue: '' }).depositValue).toBeNull();
    expect(paymentSettingsInput({ ...values, depositRule: 'off' })).toMatchObject({ depositPercent: null, depositValue: null });
  });

  it('takes an emptied hold time as the default 15 minutes', () => {
    expect(paymentSettingsInput({ ...paymentFormValues(SAVED), holdMinutes: '' }).holdMinutes).toBe(15);
  });

  it('puts each refusal under its field, the key’s kind before the key', () => {
    const fieldOf = (code: string) => Object.entries(FIELD_BY_ERROR_CODE).find(([prefix]) => code.startsWith(prefix))?.[1];
    expect(fieldOf('PIX_KEY_KIND_UNKNOWN')).toBe('pixKeyKind');
    expect(fieldOf('PIX_KEY_CPF_INVALID')).toBe('pixKey');
    expect(fieldOf('PIX_RECEIVER_CITY_INVALID')).toBe('receiverCity');
    expect(fieldOf('DEPOSIT_VALUE_INVALID')).toBe('depositValue');
    expect(fieldOf('DEPOSIT_HOLD_INVALID')).toBe('holdMinutes');
    expect(fieldOf('VALIDATION_ERROR')).toBeUndefined();
  });
});
