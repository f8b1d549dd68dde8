/** How hard the login throttle is (the LOGIN_* settings); every app instance must use the same values. */
export interface LoginThrottleLimits {
  /** Failures older than this never count again. */
  windowSeconds: number;
  /** Failures one address (any username) may have in the window before it is refused on the usernames it failed on. */
  maxFailuresPerAddress: number;
  /** Failures one username (from any address) may have in the window before attempts on it are spaced out. */
  usernameFailuresBeforeDelay: number;
}
