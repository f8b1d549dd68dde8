/**
 * Free times are asked for again once they are this old: a step opened again, a day chosen again. Not at once (0): the
 * times a server-rendered time step arrived with are not fetched again the moment the app takes the page over, which
 * would draw the whole calendar again on a busy phone. A time taken meanwhile is refused at the confirmation (409),
 * which reloads them all.
 */
export const AVAILABILITY_STALE_MS = 15_000;
