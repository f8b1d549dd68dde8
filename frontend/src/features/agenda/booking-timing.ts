/** The shop's local 'YYYY-MM-DD HH:MM' now, whatever the phone's time zone. */
export function shopNow(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** Whether a booking's start ('YYYY-MM-DD' and 'HH:MM', shop-local) has come: only then can attendance be marked. */
export function hasStarted(booking: { date: string; label: string }, timeZone: string): boolean {
  return `${booking.date} ${booking.label}` <= shopNow(timeZone);
}

/** A booking of `date` ending at `endLabel` ('14:30') is over at `now` (the shop's). */
export function hasEnded(date: string, endLabel: string, now: { date: string; minutes: number }): boolean {
  const [hours, minutes] = endLabel.split(':').map(Number);
  return date < now.date || (date === now.date && hours * 60 + minutes <= now.minutes);
}
