import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetKeptBooking, keptBooking, keptBookingFor } from './kept-booking';
import { readDraft, writeDraft, type KeptBooking } from '../../../lib/draft/draft-storage';
import type { CreatedBooking } from '../../../api/types';

const created = {
  id: 'a1',
  manageToken: 'token-1',
  day: 3,
  month: 11,
  year: 2026,
  hour: 1030,
  price: 35,
  clientName: 'Maria',
  user: { id: 'u', username: 'barbeiro', displayName: 'Zé Barbeiro' },
  job: { id: 'j', name: 'Corte', value: 35, doubleTime: false, takesTwoSlots: false },
} as CreatedBooking;
const booked = keptBooking(created);
const confirmation = { key: 'k', body: '{}', booked };

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the confirmation answer kept with the draft', () => {
  it('keeps what the result page shows of the booking, and nothing of the rest of the answer', () => {
    expect(booked).toEqual({
      manageToken: 'token-1',
      day: 3,
      month: 11,
      year: 2026,
      hour: 1030,
      price: 35,
      clientName: 'Maria',
      barber: { displayName: 'Zé Barbeiro' },
      service: { name: 'Corte' },
    });
  });

  it('keeps the amount and the hold of a deposit still to pay, and no deposit once it is confirmed or absent', () => {
    const payment = { amount: 10.5, status: 'pending', holdUntil: '2026-12-03T13:05:00.000Z', pixCopiaECola: '000201…' };
    const waiting = { ...created, depositPayment: payment } as unknown as CreatedBooking;
    expect(keptBooking(waiting).depositDue).toEqual({ amount: 10.5, holdUntil: '2026-12-03T13:05:00.000Z' });
    expect(keptBooking({ ...waiting, depositPayment: { ...payment, status: 'confirmed' } } as unknown as CreatedBooking)).not.toHaveProperty(
      'depositDue',
    );
    expect(booked).not.toHaveProperty('depositDue');
  });

  it('is found for its own manage link only', () => {
    writeDraft({ confirmation });
    expect(keptBookingFor('token-1')).toEqual(booked);
    expect(keptBookingFor('token-2')).toBeNull();
  });

  it('kept before barbers had display names, shows the username clients saw then', () => {
    writeDraft({ confirmation: { ...confirmation, booked: { ...booked, barber: { username: 'barbeiro' } as unknown as KeptBooking['barber'] } } });
    expect(keptBookingFor('token-1')).toEqual({ ...booked, barber: { displayName: 'barbeiro' } });
  });

  it('goes with its key once shown, and the draft with it unless a new booking has begun meanwhile', () => {
    writeDraft({ confirmation });
    forgetKeptBooking('token-2');
    expect(readDraft()).toEqual({ confirmation });
    forgetKeptBooking('token-1');
    expect(readDraft()).toBeNull();

    writeDraft({ confirmation, barberId: 'u', serviceId: 'j' });
    forgetKeptBooking('token-1');
    expect(readDraft()).toEqual({ barberId: 'u', serviceId: 'j' });
  });
});
