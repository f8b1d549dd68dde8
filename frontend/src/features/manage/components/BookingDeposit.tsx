import { lazy, Suspense } from 'react';
import type { ManagedBooking } from '../../../api/types';

// Through a module that imports nothing: the page's chunk then names one file to fetch, not every file the screen needs.
const DepositPayment = lazy(() => import('./deposit/load').then(({ load }) => load()));

interface BookingDepositProps {
  token: string;
  booking: ManagedBooking;
  timeZone: string;
  /** The hold is over on this device's clock (useLiveManagedBooking). */
  holdEnded: boolean;
}

/**
 * The booking's Pix deposit, when one was asked: its code is fetched only then. The server's page holds it (its renderer is
 * one file, nothing to wait for), so the code and Já paguei are there before the app, or without JavaScript; the app takes
 * that part of the page over once its chunk has arrived (the server's HTML stays on screen meanwhile).
 */
export function BookingDeposit({ token, booking, timeZone, holdEnded }: BookingDepositProps) {
  if (!booking.depositPayment) return null;
  return (
    <Suspense fallback={null}>
      <DepositPayment token={token} deposit={booking.depositPayment} timeZone={timeZone} holdEnded={holdEnded} />
    </Suspense>
  );
}
