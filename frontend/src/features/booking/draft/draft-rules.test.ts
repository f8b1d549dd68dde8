import { describe, expect, it } from 'vitest';
import type { BookingDraft } from '../../../lib/draft/draft-storage';
import { draftAfterGoingBack, findDraftProblem } from './draft-rules';
import { draftToRequest } from './draft-to-request';

const complete: BookingDraft = {
  barberId: 'barber-1',
  serviceId: 'service-1',
  day: 24,
  month: 10,
  year: 2026,
  hour: 1030,
  clientName: 'Maria Souza',
  clientContact: '11987654321',
};

describe('what a step needs from the draft', () => {
  it('sends the client back when no barber is chosen, or the draft is unreadable', () => {
    expect(findDraftProblem(null, [])).toBe('Nenhum barbeiro selecionado. Voltando...');
    expect(findDraftProblem({ serviceId: 'service-1' }, ['serviceId'])).toBe('Nenhum barbeiro selecionado. Voltando...');
  });

  it('names missing or blank fields as invalid data', () => {
    expect(findDraftProblem({ barberId: 'barber-1' }, ['serviceId'])).toBe('Dados inválidos. Voltando...');
    expect(findDraftProblem({ ...complete, clientName: '' }, ['clientName'])).toBe('Dados inválidos. Voltando...');
    expect(findDraftProblem(complete, ['serviceId', 'day', 'month', 'year', 'hour'])).toBeNull();
  });
});

describe('going back', () => {
  it('forgets the whole draft from the barber and service steps', () => {
    expect(draftAfterGoingBack(complete, 0)).toBeNull();
    expect(draftAfterGoingBack(complete, 1)).toBeNull();
  });

  it('forgets the service from the time step, and the date and time from the client-data step', () => {
    const { serviceId: _serviceId, ...withoutService } = complete;
    expect(draftAfterGoingBack(complete, 2)).toEqual(withoutService);
    expect(draftAfterGoingBack(complete, 3)).toEqual({
      barberId: 'barber-1',
      serviceId: 'service-1',
      clientName: 'Maria Souza',
      clientContact: '11987654321',
    });
  });

  it('keeps everything from the confirmation, and leaves the stored draft untouched', () => {
    const draft = { ...complete };
    expect(draftAfterGoingBack(draft, 4)).toEqual(complete);
    draftAfterGoingBack(draft, 3);
    expect(draft).toEqual(complete);
  });
});

describe('the booking to send', () => {
  it('is built from a complete draft', () => {
    expect(draftToRequest(complete)).toEqual({
      userId: 'barber-1',
      jobId: 'service-1',
      day: 24,
      month: 10,
      year: 2026,
      hour: 1030,
      clientName: 'Maria Souza',
      clientContact: '11987654321',
    });
  });

  it('is null while any field is missing; hour, day and month 0 count as given', () => {
    expect(draftToRequest(null)).toBeNull();
    expect(draftToRequest({ ...complete, clientContact: undefined })).toBeNull();
    expect(draftToRequest({ ...complete, hour: undefined })).toBeNull();
    expect(draftToRequest({ ...complete, month: 0 })?.month).toBe(0);
  });
});
