import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { parsePushSubscription, PushSubscriptionFields, PushSubscriptionKeys } from './push-subscription';

/** Accepts a push subscription only on the push services of PUSH_ALLOWED_ORIGINS (default: the browsers' own). */
@Injectable()
export class PushSubscriptionPolicy {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The checked subscription, null when none was given; 400 VALIDATION_ERROR otherwise. */
  parse(fields: PushSubscriptionFields): PushSubscriptionKeys | null {
    return parsePushSubscription(fields, this.config.pushAllowedOrigins);
  }
}
