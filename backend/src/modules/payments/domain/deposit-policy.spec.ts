import { depositApplies, DepositFacts, depositQuote, depositRules, DepositTermsOfShop } from './deposit-policy';

const NEW_CONTACT: DepositFacts = { bookedBefore: false, noShowBefore: false, serviceMarked: false, creditCents: 0 };
const TERMS: DepositTermsOfShop = { deposit: { kind: 'fixed', amountCents: 1050 }, appliesTo: 'always', holdMinutes: 15, cancelInTime: 'refund' };

describe('which bookings a deposit applies to', () => {
  it.each([
    ['always', NEW_CONTACT, true],
    ['always', { ...NEW_CONTACT, bookedBefore: true }, true],
    ['first_booking', NEW_CONTACT, true],
    ['first_booking', { ...NEW_CONTACT, bookedBefore: true }, false],
    ['past_no_show', NEW_CONTACT, false],
    ['past_no_show', { ...NEW_CONTACT, bookedBefore: true, noShowBefore: true }, true],
    ['marked_services', NEW_CONTACT, false],
    ['marked_services', { ...NEW_CONTACT, serviceMarked: true }, true],
  ] as const)('%s with %j: %s', (appliesTo, facts, applies) => {
    expect(depositApplies(appliesTo, facts)).toBe(applies);
  });
});

describe('a booking’s deposit quote', () => {
  it('is none without terms, with the rule off, or when the terms do not apply', () => {
    expect(depositQuote(null, 3500, NEW_CONTACT)).toBeNull();
    expect(depositQuote({ ...TERMS, deposit: { kind: 'off' } }, 3500, NEW_CONTACT)).toBeNull();
    expect(depositQuote({ ...TERMS, appliesTo: 'past_no_show' }, 3500, NEW_CONTACT)).toBeNull();
  });

  it('is the rule’s amount, less the contact’s credit, never below zero', () => {
    expect(depositQuote(TERMS, 3500, NEW_CONTACT)).toMatchObject({ amountCents: 1050, creditCents: 0, toPayCents: 1050 });
    expect(depositQuote(TERMS, 3500, { ...NEW_CONTACT, creditCents: 500 })).toMatchObject({ creditCents: 500, toPayCents: 550 });
    expect(depositQuote(TERMS, 3500, { ...NEW_CONTACT, creditCents: 5000 })).toMatchObject({ creditCents: 1050, toPayCents: 0 });
    expect(depositQuote({ ...TERMS, deposit: { kind: 'percent', percent: 30 } }, 2000, NEW_CONTACT)).toMatchObject({ amountCents: 600 });
  });

  it('tells the client the hold, the cancellation in time and what keeps it, in Portuguese', () => {
    expect(depositRules({ holdMinutes: 20, cancelInTime: 'credit' }, 2)).toEqual([
      'O horário fica reservado por 20 minutos esperando o Pix do sinal; sem o pagamento, o agendamento é cancelado.',
      'Já pagou? Toque em "Já paguei": a reserva é estendida uma vez, por mais 20 minutos, enquanto a barbearia confere.',
      'Cancelando até 2 h antes do horário, o sinal vira crédito para o seu próximo agendamento.',
      'Cancelamento depois disso ou falta: o sinal fica com a barbearia.',
    ]);
  });
});
