import { Booking, BookedService } from './booking.entity';
import { ServiceOfAnotherBarber } from './booking.errors';

const barberId = '00000000-0000-4000-8000-000000000001';
const corte: BookedService = { jobId: 'corte', barberId, priceCents: 3500, takesTwoSlots: false };
const combo: BookedService = { jobId: 'combo', barberId, priceCents: 5500, takesTwoSlots: true };
const day = { year: 2026, month: 10, day: 24 };

function booked(service = corte): Booking {
  return Booking.book(service, day, 1000, { clientName: 'Maria', clientContact: '11987654321' });
}

describe('Booking', () => {
  it('is a move only when the day, the time or the service changes', () => {
    const appointment = booked();
    expect(appointment.wouldMove(day, 1000, 'corte')).toBe(false);
    expect(appointment.wouldMove({ ...day, day: 25 }, 1000, 'corte')).toBe(true);
    expect(appointment.wouldMove({ ...day, month: 11 }, 1000, 'corte')).toBe(true);
    expect(appointment.wouldMove(day, 1030, 'corte')).toBe(true);
    expect(appointment.wouldMove(day, 1000, 'combo')).toBe(true);
  });

  it('keeps the price frozen at booking when moved with the same service', () => {
    const appointment = booked();
    appointment.moveTo({ ...corte, priceCents: 9900 }, { ...day, day: 25 }, 1400);
    expect(appointment.priceCents).toBe(3500);
    expect(appointment.date).toEqual({ ...day, day: 25 });
    expect(appointment.hour).toBe(1400);
  });

  it('takes the new service’s current price and length when the service changes', () => {
    const appointment = booked();
    appointment.moveTo(combo, day, 1000);
    expect(appointment.jobId).toBe('combo');
    expect(appointment.priceCents).toBe(5500);
    expect(appointment.slotCount).toBe(2);
    expect(appointment.bookedService).toEqual(combo);
  });

  it('never moves to a service of another barber', () => {
    expect(() => booked().moveTo({ ...combo, barberId: 'someone-else' }, day, 1000)).toThrow(ServiceOfAnotherBarber);
  });

  it('updates the client details and keeps the advance payment when not given', () => {
    const appointment = booked();
    appointment.updateClient({ clientName: 'Maria Souza', clientContact: '21999998888', previousPayment: true });
    appointment.updateClient({ clientName: 'Maria S.', clientContact: '21999998888' });
    expect(appointment).toMatchObject({ clientName: 'Maria S.', clientContact: '21999998888', previousPayment: true });
  });

  it('goes to the trash once and comes back', () => {
    const appointment = booked();
    const first = new Date('2026-11-20T10:00:00Z');
    appointment.trash(first);
    appointment.trash(new Date('2026-11-21T10:00:00Z'));
    expect(appointment.deletedAt).toBe(first);
    expect(appointment.isTrashed).toBe(true);
    appointment.restore();
    expect(appointment.isTrashed).toBe(false);
  });

  it('is cancelled by the client once, stops being live and stays cancelled when restored from the trash', () => {
    const appointment = booked();
    const first = new Date('2026-11-20T10:00:00Z');
    appointment.cancelByClient(first);
    appointment.cancelByClient(new Date('2026-11-21T10:00:00Z'));
    expect(appointment.cancelledAt).toBe(first);
    expect(appointment.isLive).toBe(false);
    appointment.trash();
    appointment.restore();
    expect(appointment.isCancelled).toBe(true);
    expect(appointment.isLive).toBe(false);
  });

  it('records attendance, clears it, and has none once cancelled', () => {
    const appointment = booked();
    appointment.markAttendance('no_show');
    expect(appointment.attendance).toBe('no_show');
    appointment.markAttendance(null);
    expect(appointment.attendance).toBeNull();
    appointment.cancelByClient();
    expect(() => appointment.markAttendance('attended')).toThrow();
  });
});
