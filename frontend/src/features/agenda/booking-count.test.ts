import { describe, expect, it } from 'vitest';
import { countBookings, leftOutLabel } from './booking-count';

const booking = (fields: { cancelledAt?: string; deletedAt?: string; attendance?: 'attended' | 'no_show' | null } = {}) => ({
  attendance: null,
  ...fields,
});

describe('a booking total', () => {
  it('leaves out cancelled, trashed and no-show bookings, as Início does', () => {
    const count = countBookings([
      booking(),
      booking({ attendance: 'attended' }),
      booking(),
      booking(),
      booking({ cancelledAt: '2026-11-20T10:00:00' }),
      booking({ deletedAt: '2026-11-20T10:00:00' }),
      booking({ attendance: 'no_show' }),
    ]);
    expect(count).toEqual({ counted: 4, cancelled: 1, noShows: 1 });
    expect(leftOutLabel(count)).toBe('sem 1 cancelado e 1 falta');
  });

  it('counts a cancelled no-show once, as cancelled, and says nothing when nothing is left out', () => {
    expect(countBookings([booking({ cancelledAt: 'x', attendance: 'no_show' }), booking({ cancelledAt: 'y' })])).toEqual({
      counted: 0,
      cancelled: 2,
      noShows: 0,
    });
    expect(leftOutLabel({ counted: 2, cancelled: 2, noShows: 3 })).toBe('sem 2 cancelados e 3 faltas');
    expect(leftOutLabel(countBookings([booking(), booking()]))).toBeNull();
  });
});
