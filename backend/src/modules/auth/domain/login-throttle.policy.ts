import type { LoginThrottleLimits } from '../../../shared/auth/login-throttle-limits';

export type { LoginThrottleLimits } from '../../../shared/auth/login-throttle-limits';

/** The first delay once a username is over its threshold; each further failure doubles it. */
const FIRST_DELAY_SECONDS = 2;

/** What the database knows about recent failures, without the attempt being decided. */
export interface RecentFailures {
  /** Failures from this address in the window, any username. */
  fromAddress: number;
  /** Failures from this address on this username in the window (a success deletes them). */
  fromAddressOnUsername: number;
  /**
   * Seconds until the address's failure that keeps it at its limit leaves the window
   * (the `maxFailuresPerAddress`-th newest); 0 when it has fewer.
   */
  secondsUntilAddressUnderLimit: number;
  /** Failures of this username in the window, any address. */
  forUsername: number;
  /** Seconds since this username's newest failure; null when it has none in the window. */
  secondsSinceUsernameFailure: number | null;
}

/**
 * Seconds this attempt must wait (0: it may go on to the password check).
 *
 * - An address is only ever delayed on a username by its own failures on that username: with none in
 *   the window (none at all, or none since its last success there) its attempt is checked at once,
 *   however attacked the username is and whatever others behind the same address typed. That is
 *   how the owner logs in from the shop's shared connection while someone else guesses their password.
 * - An address with failures on this username that is at its failure limit (any username) waits
 *   until its oldest counted failure leaves the window, the right password included. A spray over
 *   many usernames thus gains at most one guess per username it had not tried.
 * - Otherwise, on a username with many recent failures, it waits a delay that doubles with each
 *   failure beyond the threshold, counted from the username's newest failure, capped at the window.
 */
export function secondsToWait(failures: RecentFailures, limits: LoginThrottleLimits): number {
  if (failures.fromAddressOnUsername === 0) return 0;
  if (failures.fromAddress >= limits.maxFailuresPerAddress) return Math.max(Math.ceil(failures.secondsUntilAddressUnderLimit), 1);
  if (failures.secondsSinceUsernameFailure === null) return 0;
  const wait = usernameDelaySeconds(failures.forUsername, limits) - failures.secondsSinceUsernameFailure;
  return wait > 0 ? Math.ceil(wait) : 0;
}

/** The spacing between attempts on a username with `failures` recent failures: 0, then 2 s, 4 s, 8 s … up to the window. */
export function usernameDelaySeconds(failures: number, limits: LoginThrottleLimits): number {
  const beyond = failures - limits.usernameFailuresBeforeDelay;
  if (beyond < 0) return 0;
  return Math.min(FIRST_DELAY_SECONDS * 2 ** beyond, limits.windowSeconds);
}
