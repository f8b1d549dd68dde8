import { planOffers, WaitingEntry } from './offer-plan';

const entry = (id: string, changes: Partial<WaitingEntry> = {}): WaitingEntry => ({
  id,
  serviceId: `service-${id}`,
  takesTwoSlots: false,
  period: null,
  notify: true,
  hasPendingOffer: false,
  offeredStarts: [],
  ...changes,
});
const far = () => false;
const near = () => true;

describe('planOffers: who a freed time goes to', () => {
  it('gives each free start, earliest first, to the first in line, one offer per entry', () => {
    const plan = planOffers({ single: [1000, 1400], double: [] }, [entry('ana'), entry('bia'), entry('caio')], far);
    expect(plan.map(({ entryId, hour }) => [entryId, hour])).toEqual([
      ['ana', 1000],
      ['bia', 1400],
    ]);
    expect(plan.every((offer) => offer.slotCount === 1 && !offer.broadcast)).toBe(true);
  });

  it('skips entries without notifications, with an offer pending, or offered that start before', () => {
    const line = [
      entry('sem-aviso', { notify: false }),
      entry('esperando', { hasPendingOffer: true }),
      entry('ja-recusou', { offeredStarts: [1000] }),
      entry('bia'),
    ];
    expect(planOffers({ single: [1000], double: [] }, line, far).map((offer) => offer.entryId)).toEqual(['bia']);
    expect(planOffers({ single: [1400], double: [] }, line, far).map((offer) => offer.entryId)).toEqual(['ja-recusou']);
  });

  it('keeps to the part of the day: manhã before 12:00, tarde from 12:00', () => {
    const line = [entry('tarde', { period: 'afternoon' }), entry('manha', { period: 'morning' })];
    const plan = planOffers({ single: [1130, 1200], double: [] }, line, far);
    expect(plan.map(({ entryId, hour }) => [entryId, hour])).toEqual([
      ['manha', 1130],
      ['tarde', 1200],
    ]);
  });

  it('offers a double service only a start with the next slot free too, and holds both', () => {
    const line = [entry('duplo', { takesTwoSlots: true }), entry('simples')];
    const plan = planOffers({ single: [1000, 1030, 1400], double: [1000] }, line, far);
    expect(plan.map(({ entryId, hour, slotCount }) => [entryId, hour, slotCount])).toEqual([
      ['duplo', 1000, 2],
      ['simples', 1400, 1],
    ]);
    expect(planOffers({ single: [1400], double: [] }, [entry('duplo', { takesTwoSlots: true })], far)).toEqual([]);
  });

  it('near the time offers a start to every matching entry at once', () => {
    const line = [entry('ana'), entry('bia', { period: 'afternoon' }), entry('caio')];
    const plan = planOffers({ single: [1000, 1030], double: [] }, line, near);
    expect(plan.map(({ entryId, hour, broadcast }) => [entryId, hour, broadcast])).toEqual([
      ['ana', 1000, true],
      ['caio', 1000, true],
    ]);
  });
});
