import { useEffect } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { managedBookingQueryOptions } from '../../api/bookings/get-managed-booking';
import { pendingDepositOf } from './pending-deposit';
import { useHoldEnded } from './use-hold-ended';

/** How often the page asks again while a deposit waits: the barber's "Sinal recebido" shows within this. */
const WHILE_DEPOSIT_WAITS_MS = 10_000;
/** Once the hold has ended on this device's clock: the server's job cancels the booking within seconds of it. */
const AFTER_HOLD_ENDED_MS = 3_000;

/**
 * The booking behind a manage link (the route's loader fetched it), asked again by itself while its deposit waits, so
 * that the barber's confirmation and the hold's end show without a reload: only then, and only while the tab is visible
 * (react-query pauses an interval in a hidden tab). `holdEnded`: the hold is over on this device's clock, the page stops
 * offering the Pix while the server's answer (cancelled, or confirmed at the last moment) comes.
 */
export function useLiveManagedBooking(token: string) {
  const {
    data: booking,
    error,
    refetch,
  } = useSuspenseQuery({
    ...managedBookingQueryOptions(token),
    refetchInterval: (query) => {
      const deposit = pendingDepositOf(query.state.data);
      if (!deposit) return false;
      return Date.parse(deposit.holdUntil) <= Date.now() ? AFTER_HOLD_ENDED_MS : WHILE_DEPOSIT_WAITS_MS;
    },
  });
  const holdEnded = useHoldEnded(pendingDepositOf(booking)?.holdUntil ?? null);
  useEffect(() => {
    if (holdEnded) void refetch();
  }, [holdEnded, refetch]);
  return { booking, error, holdEnded };
}
