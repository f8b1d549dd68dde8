import { PushSubscriptionField } from '../../../shared/push/push-fields';

/** A browser's push subscription for one booking, in the same three fields a new booking takes. */
export class PushSubscriptionDto {
  @PushSubscriptionField('endpoint')
  pushEndpoint: string;

  @PushSubscriptionField('p256dh')
  pushP256dh: string;

  @PushSubscriptionField('auth')
  pushAuth: string;
}
