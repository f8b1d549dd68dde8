import { useEffect, useState } from 'react';

/** setTimeout's longest delay (a 32-bit number of milliseconds): a hold never runs that long, but a wrong clock could say so. */
const LONGEST_DELAY_MS = 2_147_483_647;

/**
 * Whether a deposit's hold (`holdUntil`, null when none runs) has ended on this device's clock: false on the server's page
 * and until the app has looked, then true from the hold's end on, by one timer. A new end (Já paguei extends it) starts over.
 */
export function useHoldEnded(holdUntil: string | null): boolean {
  const [endedHold, setEndedHold] = useState<string | null>(null);
  useEffect(() => {
    if (!holdUntil) return;
    const left = Math.max(0, Date.parse(holdUntil) - Date.now());
    const timer = window.setTimeout(() => setEndedHold(holdUntil), Math.min(left, LONGEST_DELAY_MS));
    return () => window.clearTimeout(timer);
  }, [holdUntil]);
  return holdUntil !== null && endedHold === holdUntil;
}
