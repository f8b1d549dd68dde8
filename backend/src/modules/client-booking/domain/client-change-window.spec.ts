import {
  ChangeDeadlinePassed,
  changeDeadline,
  clientMayChange,
  ensureClientMayChange,
  ensureClientMayMoveTo,
  isInsideChangeWindow,
} from './client-change-window';

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

describe('moving into the change window', () => {
  const now = new Date('2026-12-01T13:00:00Z');
  const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('is a time not started yet that starts within CANCEL_MIN_HOURS', () => {
    expect(isInsideChangeWindow(minutesFromNow(30), now, 2)).toBe(true);
    expect(isInsideChangeWindow(minutesFromNow(119), now, 2)).toBe(true);
    expect(isInsideChangeWindow(minutesFromNow(120), now, 2)).toBe(false);
    expect(isInsideChangeWindow(minutesFromNow(60 * 24), now, 2)).toBe(false);
  });

  it('leaves a time already started to the booking rules, and has no window with 0 hours', () => {
    expect(isInsideChangeWindow(now, now, 2)).toBe(false);
    expect(isInsideChangeWindow(minutesFromNow(-30), now, 2)).toBe(false);
    expect(isInsideChangeWindow(minutesFromNow(1), now, 0)).toBe(false);
  });

  it('is refused with MOVE_INSIDE_CANCEL_WINDOW and a message saying how far ahead to pick', () => {
    expect(() => ensureClientMayMoveTo(minutesFromNow(120), now, 2)).not.toThrow();
    expect(() => ensureClientMayMoveTo(minutesFromNow(90), now, 2)).toThrow(
      expect.objectContaining({
        code: 'MOVE_INSIDE_CANCEL_WINDOW',
        kind: 'conflict',
        message:
          'Escolha um horário que comece daqui a mais de 2 horas. Alterações e cancelamentos pelo site só são aceitos até 2 horas antes do horário.',
      }),
    );
  });
});
