import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { findSameDayBooking } from './same-day-booking';
import type { BookingRequest, ManagedBooking } from '../../../api/types';

const request: BookingRequest = {
  userId: 'u',
  jobId: 'j',
  day: 3,
  month: 11,
  year: 2026,
  hour: 1100,
  clientName: 'Maria',
  clientContact: '11987654321',
};
const booking = (changes: Partial<ManagedBooking>) =>
  ({
    status: 'booked',
    clientContact: '11987654321',
    barber: { id: 'u', username: 'barbeiro', displayName: 'Zé Barbeiro' },
    day: 3,
    month: 11,
    year: 2026,
    label: '10:30',
    ...changes,
  }) as ManagedBooking;

/** This device's bookings by manage token, as their links answer them (an Error: the link does not answer). */
function device(answers: Record<string, ManagedBooking | Error>, online = true) {
  vi.stubGlobal('navigator', { onLine: online });
  const tokens = Object.fromEntries(Object.keys(answers).map((token, index) => [`id-${index}`, token]));
  vi.stubGlobal('localStorage', { getItem: () => JSON.stringify(tokens) });
  const fetchQuery = vi.fn(({ queryKey }: { queryKey: unknown[] }) => {
    const answer = answers[String(queryKey.at(-1))];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  return { queryClient: { fetchQuery } as unknown as QueryClient, fetchQuery };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('findSameDayBooking', () => {
  it("finds this device's booking of the same phone with the same barber that day", async () => {
    const { queryClient } = device({ gone: new Error('404'), other: booking({ day: 4 }), mine: booking({}) });
    await expect(findSameDayBooking(queryClient, request)).resolves.toEqual({ token: 'mine', label: '10:30' });
  });

  it('finds none for another phone, another barber or another day, nor a cancelled one', async () => {
    const { queryClient } = device({
      a: booking({ clientContact: '11900000000' }),
      b: booking({ barber: { id: 'v', username: 'outro', displayName: 'Outro' } }),
      c: booking({ month: 0 }),
      d: booking({ status: 'cancelled' }),
    });
    await expect(findSameDayBooking(queryClient, request)).resolves.toBeNull();
  });

  it('asks nothing offline', async () => {
    const { queryClient, fetchQuery } = device({ mine: booking({}) }, false);
    await expect(findSameDayBooking(queryClient, request)).resolves.toBeNull();
    expect(fetchQuery).not.toHaveBeenCalled();
  });
});
