import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { canonicalPushEndpoint, PushSubscriptionKeys } from '../../shared/push/push-subscription';
import { webPush } from '../../shared/push/web-push-library';
import { PushMessage } from './domain/push-message';
import { PublicAddressAgent } from './public-address-agent';

/** How long a push service keeps a message for a phone that is offline. */
const TIME_TO_LIVE_SECONDS = 12 * 60 * 60;

/**
 * Sends one push through the browser's push service (Web Push: the payload encrypted with
 * aes128gcm for that browser, signed with the app's VAPID key), over an agent that never connects
 * to this host or the local network. `gone` means the subscription must not be used again: the
 * push service no longer knows it (404/410), or its endpoint is not a plain https URL (stored
 * before endpoints were checked as they are now). Any other failure throws, so the queue tries
 * again later.
 */
@Injectable()
export class PushSender {
  private readonly agent: PublicAddressAgent;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.agent = new PublicAddressAgent(config.pushToLoopbackForTests);
  }

  async send(subscription: PushSubscriptionKeys, message: PushMessage): Promise<'sent' | 'gone'> {
    const endpoint = canonicalPushEndpoint(subscription.endpoint);
    if (!endpoint) return 'gone';
    const { publicKey, privateKey, subject } = this.config.vapid;
    const { sendNotification, WebPushError } = webPush();
    try {
      await sendNotification({ endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(message), {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: TIME_TO_LIVE_SECONDS,
        contentEncoding: 'aes128gcm',
        timeout: 15_000,
        agent: this.agent,
      });
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
      throw error;
    }
  }
}
