import { useEffect, useState } from 'react';

/** The time (ms), read again every 15 s while `ticking`: a deposit's hold counts down on screen. */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}
