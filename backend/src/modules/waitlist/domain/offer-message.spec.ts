import { offerMessage } from './offer-message';
import { hashToken, looksLikeToken, offerTokenFor } from './waitlist-tokens';

describe('the offer’s push and link', () => {
  const offer = {
    offerId: 'id-1',
    token: 'T'.repeat(43),
    date: { year: 2025, month: 11, day: 5 },
    hour: 1430,
    barberName: 'Carlos',
    shopName: 'Barbearia Navalha de Ouro',
    holdMinutes: 10,
  };

  it('says which shop, when, with whom, and how long it is held, linking to the offer’s page', () => {
    expect(offerMessage({ ...offer, broadcast: false })).toEqual({
      title: 'Abriu um horário',
      body: 'Barbearia Navalha de Ouro: abriu um horário sex 05/12 às 14:30 com Carlos — toque para agendar (reservado por 10 min)',
      url: `/agenda/espera/oferta/${'T'.repeat(43)}`,
      tag: 'espera-id-1',
    });
  });

  it('near the time, that the first to confirm takes it', () => {
    expect(offerMessage({ ...offer, broadcast: true }).body).toContain('(quem confirmar primeiro leva)');
  });

  it('makes the same link from the offer’s id under the server’s secret, stored only as its hash', () => {
    const made = offerTokenFor('segredo', 'id-1');
    expect(offerTokenFor('segredo', 'id-1')).toEqual(made);
    expect(offerTokenFor('outro', 'id-1').token).not.toBe(made.token);
    expect(looksLikeToken(made.token)).toBe(true);
    expect(made.hash).toBe(hashToken(made.token));
    expect(looksLikeToken('curto')).toBe(false);
  });
});
