import { Inject, Injectable } from '@nestjs/common';
import webpush, { WebPushError } from 'web-push';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { PushSubscriptionKeys } from '../../shared/push/push-subscription';
import { PushMessage } from './domain/push-message';

/** How long a push service keeps a message for a phone that is offline. */
const TIME_TO_LIVE_SECONDS = 12 * 60 * 60;

/**
 * Sends one push through the browser's push service (Web Push: the payload encrypted with
 * aes128gcm for that browser, signed with the app's VAPID key). `gone` means the push service no
 * longer knows the subscription (404/410): it must not be used again. Any other failure throws,
 * so the queue tries again later.
 */
@Injectable()
export class PushSender {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(subscription: PushSubscriptionKeys, message: PushMessage): Promise<'sent' | 'gone'> {
    const { publicKey, privateKey, subject } = this.config.vapid;
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        { vapidDetails: { subject, publicKey, privateKey }, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm', timeout: 15_000 },
      );
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
      throw error;
    }
  }
}
