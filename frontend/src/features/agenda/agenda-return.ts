/**
 * `?voltar=2026-11-24`: the edit form was opened from that day of Minha Agenda's timeline; saving goes
 * back there (the browser's Back when it can, which also brings back the scroll position).
 */
export interface AgendaReturnSearch {
  voltar?: string;
  /** Opened with Mover: the form leads with the day and time. */
  mover?: boolean;
}
