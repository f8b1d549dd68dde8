import { Booking } from '../booking/booking.entity';
import { BookedService } from '../booking/booking-details';
import { BarberDay } from './barber-day';
import { DoubleTimeConflict, HourConflict } from '../booking/booking.errors';
import { BookingClock, DaySchedule } from './day-schedule';

const barber = { id: 'b1', username: 'joao', displayName: 'João' };
const clock: BookingClock = { today: { year: 2026, month: 10, day: 23 }, minutesNow: 9 * 60, lastBookableDate: { year: 2027, month: 0, day: 22 } };
const corte: BookedService = { serviceId: 'corte', barberId: 'b1', priceCents: 3500, takesTwoSlots: false };
const combo: BookedService = { serviceId: 'combo', barberId: 'b1', priceCents: 5500, takesTwoSlots: true };
const client = { clientName: 'Maria', clientContact: '11987654321' };

/** Saturday the 28th: open 09:00 to 12:00 with a break at 10:30, 11:00 already booked. */
const saturday: DaySchedule = {
  date: { year: 2026, month: 10, day: 28 },
  openHours: [900, 930, 1000, 1100, 1130],
  weekdayOff: false,
  blockedHours: [],
  booked: [{ hour: 1100, slotCount: 1 }],
};

describe('BarberDay', () => {
  it('books an accepted start on its own date, at the service’s price and length', () => {
    const booking = new BarberDay(barber, saturday, clock, 'client').book(combo, 900, client, 'token-hash');
    expect(booking.date).toEqual(saturday.date);
    expect(booking).toMatchObject({ hour: 900, barberId: 'b1', serviceId: 'combo', priceCents: 5500, slotCount: 2, manageTokenHash: 'token-hash' });
  });

  it('refuses what the day’s rules refuse: a taken time, a double service across the break', () => {
    const day = new BarberDay(barber, saturday, clock, 'client');
    expect(() => day.book(corte, 1100, client, null)).toThrow(HourConflict);
    expect(() => day.book(combo, 1000, client, null)).toThrow(DoubleTimeConflict);
  });

  it('moves a booking into the day only to a start the rules accept', () => {
    const booking = Booking.book(corte, clock.today, 1400, client);
    const day = new BarberDay(barber, saturday, clock, 'barber');
    expect(() => day.moveHere(booking, corte, 1100)).toThrow(HourConflict);
    expect(() => day.moveHere(booking, combo, 1130)).toThrow(DoubleTimeConflict);
    expect(booking).toMatchObject({ day: 23, hour: 1400, serviceId: 'corte' });
    day.moveHere(booking, combo, 900);
    expect(booking).toMatchObject({ day: 28, hour: 900, serviceId: 'combo', priceCents: 5500, slotCount: 2 });
  });
});
