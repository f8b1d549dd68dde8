/*
 * The join page's address query, apart from the rest of its form (join-form.ts): the route table, which every page loads,
 * reads it.
 */

/** The page's address query: the days and the part of the day chosen (`?dias=2026-12-05,2026-12-06&periodo=morning`). */
export interface JoinSearch {
  dias?: string;
  periodo?: string;
}

/** The query kept as the route reads it (only its two fields, as text). */
export function validateJoinSearch(search: Record<string, unknown>): JoinSearch {
  const kept: JoinSearch = {};
  if (typeof search.dias === 'string') kept.dias = search.dias;
  if (typeof search.periodo === 'string') kept.periodo = search.periodo;
  return kept;
}
