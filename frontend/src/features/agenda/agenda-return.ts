import { barberIdParam } from '../../lib/params/barber-id-param';
import { parseIsoDate } from '../../lib/time/iso-date';

/**
 * The edit form's search: `?voltar=2026-11-24` it was opened from that day of Minha Agenda (saving goes
 * back there: the browser's Back when it can, which also brings back the scroll position), `mover=true`
 * with Mover (the form leads with the date), `barbeiro=<id>` in a team member's agenda.
 */
export interface EditFormSearch {
  voltar?: string;
  mover?: boolean;
  barbeiro?: string;
}

/**
 * Read in the form's own chunk rather than by the route's validateSearch, which would sit in the entry
 * every booking page loads (docs/performance.md).
 */
export function parseEditFormSearch(search: Record<string, unknown>): EditFormSearch {
  return {
    voltar: parseIsoDate(search.voltar) ? (search.voltar as string) : undefined,
    mover: search.mover === true || search.mover === 'true' || undefined,
    barbeiro: barberIdParam(search.barbeiro),
  };
}
