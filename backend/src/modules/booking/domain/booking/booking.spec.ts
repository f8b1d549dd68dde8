import { BookingDeposit } from './booking-deposit';
import { Booking } from './booking.entity';
import { BookedService } from './booking-details';
import { ServiceOfAnotherBarber } from './booking.errors';

const barberId = '00000000-0000-4000-8000-000000000001';
const corte: BookedService = { serviceId: 'corte', barberId, priceCents: 3500, takesTwoSlots: false };
const combo: BookedService = { serviceId: 'combo', barberId, priceCents: 5500, takesTwoSlots: true };
const day = { year: 2026, month: 10, day: 24 };

function booked(service = corte): Booking {
  return Booking.book(service, day, 1000, { clientName: 'Maria', clientContact: '11987654321' });
}

describe('Booking', () => {
  it('is a move only when the day, the time or the service changes', () => {
    const booking = booked();
    expect(booking.wouldMove(day, 1000, 'corte')).toBe(false);
    expect(booking.wouldMove({ ...day, day: 25 }, 1000, 'corte')).toBe(true);
    expect(booking.wouldMove({ ...day, month: 11 }, 1000, 'corte')).toBe(true);
    expect(booking.wouldMove(day, 1030, 'corte')).toBe(true);
    expect(booking.wouldMove(day, 1000, 'combo')).toBe(true);
  });

  it('keeps the price frozen at booking when moved with the same service', () => {
    const booking = booked();
    booking.moveTo({ ...corte, priceCents: 9900 }, { ...day, day: 25 }, 1400);
    expect(booking.priceCents).toBe(3500);
    expect(booking.date).toEqual({ ...day, day: 25 });
    expect(booking.hour).toBe(1400);
  });

  it('takes the new service’s current price and length when the service changes', () => {
    const booking = booked();
    booking.moveTo(combo, day, 1000);
    expect(booking.serviceId).toBe('combo');
    expect(booking.priceCents).toBe(5500);
    expect(booking.slotCount).toBe(2);
    expect(booking.bookedService).toEqual(combo);
  });

  it('never moves to a service of another barber', () => {
    expect(() => booked().moveTo({ ...combo, barberId: 'someone-else' }, day, 1000)).toThrow(ServiceOfAnotherBarber);
  });

  it('updates the client details and keeps the advance payment when not given', () => {
    const booking = booked();
    booking.updateClient({ clientName: 'Maria Souza', clientContact: '21999998888', previousPayment: true });
    booking.updateClient({ clientName: 'Maria S.', clientContact: '21999998888' });
    expect(booking).toMatchObject({ clientName: 'Maria S.', clientContact: '21999998888', previousPayment: true });
  });

  it('goes to the trash once and comes back', () => {
    const booking = booked();
    const first = new Date('2026-11-20T10:00:00Z');
    booking.trash(first);
    booking.trash(new Date('2026-11-21T10:00:00Z'));
    expect(booking.deletedAt).toBe(first);
    expect(booking.isTrashed).toBe(true);
    booking.restore();
    expect(booking.isTrashed).toBe(false);
  });

  it('is cancelled by the client once, stops being live and stays cancelled when restored from the trash', () => {
    const booking = booked();
    const first = new Date('2026-11-20T10:00:00Z');
    booking.cancelByClient(first);
    booking.cancelByClient(new Date('2026-11-21T10:00:00Z'));
    expect(booking.cancelledAt).toBe(first);
    expect(booking.isLive).toBe(false);
    booking.trash();
    booking.restore();
    expect(booking.isCancelled).toBe(true);
    expect(booking.isLive).toBe(false);
  });

  it('is expired unpaid only when cancelled at or after its pending deposit’s hold ended, and not in the trash', () => {
    const asked = new Date('2026-11-20T12:00:00Z');
    const holdEnd = new Date('2026-11-20T12:15:00Z');
    const withDeposit = () => {
      const booking = booked();
      booking.deposit = BookingDeposit.ask({ cents: 1050, holdMinutes: 15, cancelInTime: 'refund', creditCents: 0 }, asked);
      return booking;
    };
    const expired = withDeposit();
    expired.deposit!.status = 'expired';
    expired.cancelledAt = holdEnd;
    expect(expired.expiredUnpaid).toBe(true);
    expired.trash();
    expect(expired.expiredUnpaid).toBe(false);

    const cancelledBeforePaying = withDeposit();
    cancelledBeforePaying.cancelByClient(new Date('2026-11-20T12:05:00Z'));
    expect(cancelledBeforePaying.deposit!.status).toBe('expired');
    expect(cancelledBeforePaying.expiredUnpaid).toBe(false);

    const paidThenCancelled = withDeposit();
    paidThenCancelled.deposit!.status = 'confirmed';
    paidThenCancelled.cancelByClient(new Date('2026-11-20T13:00:00Z'));
    expect(paidThenCancelled.expiredUnpaid).toBe(false);
    expect(booked().expiredUnpaid).toBe(false);
    expect(withDeposit().expiredUnpaid).toBe(false);
  });

  it('records attendance, clears it, and has none once cancelled', () => {
    const booking = booked();
    booking.markAttendance('no_show');
    expect(booking.attendance).toBe('no_show');
    booking.markAttendance(null);
    expect(booking.attendance).toBeNull();
    booking.cancelByClient();
    expect(() => booking.markAttendance('attended')).toThrow();
  });
});
