import { ChangeDeadlinePassed, changeDeadline, clientMayChange, ensureClientMayChange } from './client-change-window';

describe('client change window', () => {
  const startsAt = new Date('2026-12-01T13:00:00Z');
  const minutesBefore = (minutes: number) => new Date(startsAt.getTime() - minutes * 60_000);

  it('allows a change up to and including CANCEL_MIN_HOURS before the start', () => {
    expect(changeDeadline(startsAt, 2)).toEqual(new Date('2026-12-01T11:00:00Z'));
    expect(clientMayChange(startsAt, minutesBefore(121), 2)).toBe(true);
    expect(clientMayChange(startsAt, minutesBefore(120), 2)).toBe(true);
    expect(clientMayChange(startsAt, minutesBefore(119), 2)).toBe(false);
  });

  it('with 0 hours allows it until the start itself', () => {
    expect(clientMayChange(startsAt, startsAt, 0)).toBe(true);
    expect(clientMayChange(startsAt, new Date(startsAt.getTime() + 1), 0)).toBe(false);
  });

  it('refuses later with CANCEL_DEADLINE_PASSED and a message pointing to WhatsApp', () => {
    expect(() => ensureClientMayChange(startsAt, minutesBefore(30), 2)).toThrow(ChangeDeadlinePassed);
    try {
      ensureClientMayChange(startsAt, minutesBefore(30), 1);
    } catch (error) {
      expect(error).toMatchObject({ code: 'CANCEL_DEADLINE_PASSED', kind: 'conflict' });
      expect((error as Error).message).toBe(
        'Alterações e cancelamentos pelo site só são aceitos até 1 hora antes do horário. Para mudar este horário, fale com a barbearia pelo WhatsApp.',
      );
    }
    expect.assertions(3);
  });
});
