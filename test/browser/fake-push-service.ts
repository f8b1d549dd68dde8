import type { BrowserContext } from '@playwright/test';

/**
 * The push service the E2E server accepts (playwright.config.ts: PUSH_ALLOWED_ORIGINS). Nothing
 * listens there: the server's sends fail and retry in the background, which the browser tests
 * never wait for (delivery itself is tested in test/api/push.e2e-spec.ts).
 */
export const E2E_PUSH_ORIGIN = 'https://127.0.0.1:9';

/** The subscription the stand-in answers: its endpoint and keys (base64url), as a browser's `toJSON()` gives them. */
export interface StandInSubscription {
  pushEndpoint: string;
  pushP256dh: string;
  pushAuth: string;
}

/**
 * Notifications allowed, and the browser's push service replaced by a stand-in: headless Chromium
 * cannot reach its real one, so `PushManager.subscribe` answers a subscription on E2E_PUSH_ORIGIN
 * with well-formed keys, or `subscription` when given (one on the push service a test reads, whose private
 * key the test holds: test/browser/push-service.ts). Only the browser's part is replaced; the page and the
 * server run as they are.
 */
export async function allowNotificationsWithFakePushService(context: BrowserContext, subscription?: StandInSubscription): Promise<void> {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(
    ({ origin, given }) => {
      const base64url = (bytes: number[]) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      let current: unknown = null;
      const made = () => ({
        endpoint: given?.pushEndpoint ?? `${origin}/push/${crypto.randomUUID()}`,
        toJSON() {
          return {
            endpoint: this.endpoint,
            keys: {
              p256dh: given?.pushP256dh ?? base64url([4, ...Array.from({ length: 64 }, (_, index) => index + 1)]),
              auth: given?.pushAuth ?? base64url(Array.from({ length: 16 }, () => 7)),
            },
          };
        },
      });
      const manager = PushManager.prototype as unknown as { subscribe: () => Promise<unknown>; getSubscription: () => Promise<unknown> };
      manager.subscribe = () => Promise.resolve((current ??= made()));
      manager.getSubscription = () => Promise.resolve(current);
    },
    { origin: E2E_PUSH_ORIGIN, given: subscription ?? null },
  );
}
