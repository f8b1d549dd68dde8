/** Whole minutes left until `expiresAt` (an ISO instant), rounded up; 0 once it has passed. */
export function minutesLeft(expiresAt: string, now: number): number {
  const left = Date.parse(expiresAt) - now;
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/** 'Reservado para você por mais 7 min.'; the last minute says so. */
export function holdLabel(minutes: number): string {
  return minutes <= 1 ? 'Reservado para você por menos de 1 min.' : `Reservado para você por mais ${minutes} min.`;
}
