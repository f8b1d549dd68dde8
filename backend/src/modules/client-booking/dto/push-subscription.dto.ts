import { WithPushSubscription } from '../../../shared/push/push-fields';

/** A browser's push subscription for one booking, in the same three fields a new booking takes. */
export class PushSubscriptionDto extends WithPushSubscription(class {}) {}
