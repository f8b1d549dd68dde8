import fc from 'fast-check';
import { PaymentSettings } from './payment-settings.entity';
import { depositCents, depositRule, paymentTerms, PaymentTermsInput } from './payment-terms';
import { InvalidDepositHold, InvalidDepositPercent, InvalidDepositValue, UnknownPaymentOption } from './payment-terms.errors';
import { InvalidCpfPixKey, InvalidPixReceiverCity, InvalidPixReceiverName, UnknownPixKeyKind } from './pix.errors';

const input: PaymentTermsInput = {
  pixKeyKind: 'cpf',
  pixKey: '123.456.789-09',
  receiverName: 'Barbearia do João',
  receiverCity: 'São Paulo',
  depositRule: 'percent',
  depositPercent: 30,
  depositAppliesTo: 'first_booking',
  cancelInTime: 'credit',
};

describe('the payment terms the owner sets', () => {
  it('are the key as the DICT keeps it, name and city as the BR Code carries them, the deposit, and a hold of 15 minutes unless given', () => {
    expect(paymentTerms(input)).toEqual({
      pixKey: { kind: 'cpf', value: '12345678909' },
      receiverName: 'BARBEARIA DO JOAO',
      receiverCity: 'SAO PAULO',
      deposit: { kind: 'percent', percent: 30 },
      appliesTo: 'first_booking',
      holdMinutes: 15,
      cancelInTime: 'credit',
    });
    expect(paymentTerms({ ...input, holdMinutes: 45 }).holdMinutes).toBe(45);
  });

  it('are refused for the key, name or city the BR Code could not carry', () => {
    expect(() => paymentTerms({ ...input, pixKey: '123.456.789-08' })).toThrow(InvalidCpfPixKey);
    expect(() => paymentTerms({ ...input, pixKeyKind: 'pix' })).toThrow(UnknownPixKeyKind);
    expect(() => paymentTerms({ ...input, receiverName: 'Barbearia e Salão do João Conceição' })).toThrow(InvalidPixReceiverName);
    expect(() => paymentTerms({ ...input, receiverCity: 'São José dos Campos' })).toThrow(InvalidPixReceiverCity);
  });

  it('are refused with an option outside its list, or a hold outside 5 to 120 minutes', () => {
    expect(() => paymentTerms({ ...input, depositAppliesTo: 'sometimes' })).toThrow(UnknownPaymentOption);
    expect(() => paymentTerms({ ...input, cancelInTime: 'keep' })).toThrow(UnknownPaymentOption);
    for (const holdMinutes of [4, 121, 0, 15.5]) expect(() => paymentTerms({ ...input, holdMinutes })).toThrow(InvalidDepositHold);
    expect(new InvalidDepositHold(5, 120)).toMatchObject({ kind: 'invalid', code: 'DEPOSIT_HOLD_INVALID' });
  });
});

describe('a deposit rule', () => {
  it('is off, a whole percentage from 1 to 100, or a fixed amount from R$ 1,00 to R$ 100.000,00; the other rule’s number is ignored', () => {
    expect(depositRule({ depositRule: 'off', depositPercent: 30, depositCents: 1000 })).toEqual({ kind: 'off' });
    expect(depositRule({ depositRule: 'percent', depositPercent: 100, depositCents: 1000 })).toEqual({ kind: 'percent', percent: 100 });
    expect(depositRule({ depositRule: 'fixed', depositPercent: 30, depositCents: 100 })).toEqual({ kind: 'fixed', amountCents: 100 });
    expect(depositRule({ depositRule: 'fixed', depositCents: 10_000_000 })).toEqual({ kind: 'fixed', amountCents: 10_000_000 });
  });

  it('is refused without its number, or with one out of range', () => {
    for (const depositPercent of [undefined, null, 0, 101, 12.5])
      expect(() => depositRule({ depositRule: 'percent', depositPercent })).toThrow(InvalidDepositPercent);
    for (const depositCents of [undefined, null, 99, 10_000_001, 150.5])
      expect(() => depositRule({ depositRule: 'fixed', depositCents })).toThrow(InvalidDepositValue);
    expect(() => depositRule({ depositRule: 'half' })).toThrow(UnknownPaymentOption);
    expect(new InvalidDepositPercent(1, 100)).toMatchObject({ kind: 'invalid', code: 'DEPOSIT_PERCENT_INVALID' });
    expect(new InvalidDepositValue()).toMatchObject({ kind: 'invalid', code: 'DEPOSIT_VALUE_INVALID' });
  });
});

describe('the stored settings', () => {
  it('give back the deposit rule they were made with, each rule keeping only its own number', () => {
    for (const rule of [{ depositRule: 'off' }, { depositRule: 'percent', depositPercent: 40 }, { depositRule: 'fixed', depositCents: 2500 }]) {
      const terms = paymentTerms({ ...input, depositPercent: 10, depositCents: 1000, ...rule });
      const settings = new PaymentSettings(terms);
      expect(settings.deposit).toEqual(terms.deposit);
      expect([settings.depositPercent === null, settings.depositCents === null]).toEqual([
        terms.deposit.kind !== 'percent',
        terms.deposit.kind !== 'fixed',
      ]);
    }
  });
});

describe('the deposit of a booking', () => {
  it('is nothing when off, the percentage rounded to the centavo, or the fixed amount never above the price', () => {
    expect(depositCents({ kind: 'off' }, 3500)).toBe(0);
    expect(depositCents({ kind: 'percent', percent: 30 }, 3550)).toBe(1065);
    expect(depositCents({ kind: 'percent', percent: 33 }, 3550)).toBe(1172); // 1171.5 rounds up
    expect(depositCents({ kind: 'percent', percent: 1 }, 10)).toBe(1);
    expect(depositCents({ kind: 'fixed', amountCents: 2000 }, 3500)).toBe(2000);
    expect(depositCents({ kind: 'fixed', amountCents: 5000 }, 3500)).toBe(3500);
  });

  it('is always a whole number of centavos from 1 to the price', () => {
    const rule = fc.oneof(
      fc.integer({ min: 1, max: 100 }).map((percent) => ({ kind: 'percent' as const, percent })),
      fc.integer({ min: 100, max: 10_000_000 }).map((amountCents) => ({ kind: 'fixed' as const, amountCents })),
    );
    fc.assert(
      fc.property(rule, fc.integer({ min: 1, max: 10_000_000 }), (deposit, priceCents) => {
        const cents = depositCents(deposit, priceCents);
        expect(Number.isInteger(cents) && cents >= 1 && cents <= priceCents).toBe(true);
      }),
    );
  });
});
