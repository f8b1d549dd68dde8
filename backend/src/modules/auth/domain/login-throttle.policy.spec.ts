import { LoginThrottleLimits, RecentFailures, secondsToWait, usernameDelaySeconds } from './login-throttle.policy';

const LIMITS: LoginThrottleLimits = { windowSeconds: 900, maxFailuresPerAddress: 10, usernameFailuresBeforeDelay: 5 };

const failures = (recent: Partial<RecentFailures>): RecentFailures => ({
  fromAddress: 0,
  fromAddressOnUsername: 0,
  secondsUntilAddressUnderLimit: 0,
  forUsername: 0,
  secondsSinceUsernameFailure: null,
  ...recent,
});

describe('login throttle policy', () => {
  it('lets an address under its limit try a username with few failures', () => {
    expect(secondsToWait(failures({ fromAddress: 9, fromAddressOnUsername: 9, forUsername: 4, secondsSinceUsernameFailure: 0 }), LIMITS)).toBe(0);
  });

  it('stops an address at its limit on a username it failed on, until its oldest counted failure leaves the window', () => {
    expect(secondsToWait(failures({ fromAddress: 10, fromAddressOnUsername: 1, secondsUntilAddressUnderLimit: 612.3 }), LIMITS)).toBe(613);
    expect(secondsToWait(failures({ fromAddress: 25, fromAddressOnUsername: 25, secondsUntilAddressUnderLimit: 0.2 }), LIMITS)).toBe(1);
  });

  it('checks at once an address without failures on this username, however attacked the username is', () => {
    expect(secondsToWait(failures({ fromAddress: 0, forUsername: 500, secondsSinceUsernameFailure: 0 }), LIMITS)).toBe(0);
  });

  it('does not slow an address on a username for its failures on other usernames (a colleague’s typo behind the same router)', () => {
    expect(secondsToWait(failures({ fromAddress: 1, forUsername: 500, secondsSinceUsernameFailure: 0 }), LIMITS)).toBe(0);
    expect(secondsToWait(failures({ fromAddress: 10, secondsUntilAddressUnderLimit: 612.3 }), LIMITS)).toBe(0);
  });

  it('makes an address that failed on the username wait the username’s delay, counted from its newest failure', () => {
    const own = { fromAddress: 1, fromAddressOnUsername: 1 };
    expect(secondsToWait(failures({ ...own, forUsername: 5, secondsSinceUsernameFailure: 0.5 }), LIMITS)).toBe(2);
    expect(secondsToWait(failures({ ...own, forUsername: 7, secondsSinceUsernameFailure: 3 }), LIMITS)).toBe(5);
    expect(secondsToWait(failures({ ...own, forUsername: 7, secondsSinceUsernameFailure: 8 }), LIMITS)).toBe(0);
  });

  it('doubles the username’s delay with each failure beyond the threshold, up to the window', () => {
    const delays = [4, 5, 6, 7, 8, 13, 14, 40].map((count) => usernameDelaySeconds(count, LIMITS));
    expect(delays).toEqual([0, 2, 4, 8, 16, 512, 900, 900]);
  });
});
