import { useEffect, useState } from 'react';
import { useHydrated } from '@tanstack/react-router';
import { minutesLeft } from './offer-time-left';

/**
 * The whole minutes left until `expiresAt`, read again every 5 s; null until the app has taken the page over (the server's
 * clock and the phone's would render different texts).
 */
export function useMinutesLeft(expiresAt: string): number | null {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 5_000);
    return () => window.clearInterval(timer);
  }, []);
  return hydrated ? minutesLeft(expiresAt, now) : null;
}
