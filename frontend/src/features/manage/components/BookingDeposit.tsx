import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ManagedBooking } from '../../../api/types';

// Through a module that imports nothing: the page's chunk then names one file to fetch, not every file the screen needs.
const DepositPayment = lazy(() => import('./deposit/load').then(({ load }) => load()));

const noSubscription = () => () => undefined;

/**
 * The booking's Pix deposit, when one was asked: its code is fetched only then, and only in the browser (the server's
 * page leaves it out, since it would have to wait for that code; the app adds it once it has taken the page over).
 */
export function BookingDeposit({ token, booking, timeZone }: { token: string; booking: ManagedBooking; timeZone: string }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!booking.depositPayment || !inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <DepositPayment token={token} deposit={booking.depositPayment} timeZone={timeZone} />
    </Suspense>
  );
}
