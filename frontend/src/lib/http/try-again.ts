/** What a client reads after a 429: when to try again, from the answer's `Retry-After` (seconds). */
export function tryAgainMessage(retryAfterSeconds: number | null): string {
  return `Muitas tentativas. Tente novamente em ${waitText(retryAfterSeconds)}.`;
}

function waitText(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return 'alguns minutos';
  if (seconds < 60) return plural(Math.ceil(seconds), 'segundo', 'segundos');
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return plural(minutes, 'minuto', 'minutos');
  return plural(Math.ceil(minutes / 60), 'hora', 'horas');
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
