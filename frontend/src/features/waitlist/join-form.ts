import { periodField, periodOfField, type DayPeriod } from '../../lib/time/day-periods';
import type { ShopDate } from '../../lib/time/shop-types';
import type { JoinSearch } from './join-search';
import { chosenDay, MAX_WAITLIST_DAYS } from './waitlist-days';

/**
 * The join page's form as the app and the server both read it (the server answers it when it is posted before the app
 * has arrived, server/waitlist-form.ts): its address, its refusal of no day, and the choices a refusal sends back with.
 */
export const WAITLIST_PAGE = '/agenda/espera';

export const NO_DAY_CHOSEN = 'Escolha pelo menos um dia.';
/** Only without the app: its chips stop at seven, the server's page can't. */
export const TOO_MANY_DAYS = `Escolha até ${MAX_WAITLIST_DAYS} dias.`;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days and part of the day a query asks for ('YYYY-MM-DD' days only; none when it names none). */
export function choicesOf(search: JoinSearch): { days: string[]; period: DayPeriod } {
  const days = (search.dias ?? '').split(',').filter((day) => ISO_DAY.test(day));
  return { days, period: periodOfField(search.periodo) };
}

/**
 * The days the page opens with: those its address asks for (a full day tapped in the calendar, a refused form's), else the
 * day chosen at the time step (the draft's).
 */
export function wantedDays(search: JoinSearch, draft: Partial<ShopDate> | null): string[] {
  const asked = choicesOf(search).days;
  return asked.length > 0 ? asked : chosenDay(draft);
}

/** The page again with these choices: where a refused form leads, so that nothing chosen is lost. */
export function joinPageWith(days: readonly string[], period: DayPeriod): string {
  const query = new URLSearchParams();
  if (days.length > 0) query.set('dias', days.join(','));
  if (period) query.set('periodo', periodField(period));
  const text = query.toString();
  return text ? `${WAITLIST_PAGE}?${text}` : WAITLIST_PAGE;
}
