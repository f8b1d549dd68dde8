import { describe, expect, it } from 'vitest';
import { offerWhatsAppText } from './offer-text';

const offer = {
  date: '2026-12-12',
  time: '14:00',
  barber: { id: 'b1', username: 'joao', displayName: 'João' },
  expiresAt: '2026-12-10T13:52:00.000Z',
  broadcast: false,
};
const parts = {
  shopName: 'Barbearia X',
  offer,
  holdMinutes: 10,
  timeZone: 'America/Sao_Paulo',
  url: 'https://barbearia.example/agenda/espera/oferta/abc',
};

describe('the WhatsApp text of a by-hand offer', () => {
  it('names the shop, the weekday and date, the time, the barber and the hold’s end on the shop’s clock', () => {
    expect(offerWhatsAppText(parts)).toBe(
      'Barbearia X: abriu um horário sáb 12/12 às 14:00 com João. Ele fica reservado para você por 10 minutos, até 10:52. ' +
        'Agende por este link: https://barbearia.example/agenda/espera/oferta/abc',
    );
  });

  it('says the first to book takes it when the offer went to everyone', () => {
    expect(offerWhatsAppText({ ...parts, offer: { ...offer, broadcast: true } })).toContain('quem agendar primeiro leva');
  });
});
