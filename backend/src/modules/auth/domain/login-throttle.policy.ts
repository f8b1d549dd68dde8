/** How hard the login throttle is; every app instance must use the same values. */
export interface LoginThrottleLimits {
  /** Failures older than this never count again. */
  windowSeconds: number;
  /** Failures one address (any username) may have in the window before it is refused. */
  maxFailuresPerAddress: number;
  /** Failures one username (from any address) may have in the window before attempts on it are spaced out. */
  usernameFailuresBeforeDelay: number;
}

/** The first delay once a username is over its threshold; each further failure doubles it. */
const FIRST_DELAY_SECONDS = 2;

/** What the database knows about recent failures, without the attempt being decided. */
export interface RecentFailures {
  /** Failures from this address in the window, any username. */
  fromAddress: number;
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
 * - An address at its failure limit waits until its oldest counted failure leaves the window,
 *   whatever username and password it sends.
 * - An address with no failure in the window is never slowed down by the username's count: that
 *   is how the owner still logs in while someone else guesses their password.
 * - Any other address trying a username with many recent failures waits a delay that doubles with
 *   each failure beyond the threshold, counted from the username's newest failure, capped at the window.
 */
export function secondsToWait(failures: RecentFailures, limits: LoginThrottleLimits): number {
  if (failures.fromAddress >= limits.maxFailuresPerAddress) return Math.max(Math.ceil(failures.secondsUntilAddressUnderLimit), 1);
  if (failures.fromAddress === 0 || failures.secondsSinceUsernameFailure === null) return 0;
  const wait = usernameDelaySeconds(failures.forUsername, limits) - failures.secondsSinceUsernameFailure;
  return wait > 0 ? Math.ceil(wait) : 0;
}

/** The spacing between attempts on a username with `failures` recent failures: 0, then 2 s, 4 s, 8 s … up to the window. */
export function usernameDelaySeconds(failures: number, limits: LoginThrottleLimits): number {
  const beyond = failures - limits.usernameFailuresBeforeDelay;
  if (beyond < 0) return 0;
  return Math.min(FIRST_DELAY_SECONDS * 2 ** beyond, limits.windowSeconds);
}
