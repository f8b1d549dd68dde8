import { useEffect, useState } from 'react';
import { shopNow } from '../booking-timing';

/** The shop's date ('YYYY-MM-DD') and minutes since midnight, read again every minute: where the "now" line goes. */
export function useShopNow(timeZone: string): { date: string; minutes: number } {
  const [now, setNow] = useState(() => shopNow(timeZone));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(shopNow(timeZone)), 60_000);
    return () => window.clearInterval(timer);
  }, [timeZone]);
  const [date, time] = now.split(' ');
  const [hours, minutes] = time.split(':').map(Number);
  return { date, minutes: hours * 60 + minutes };
}
