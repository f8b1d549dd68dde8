import type { PushSubscriptionFields } from '../../../shared/push/push-subscription';
import type { DayPeriod } from './waitlist-days';

/**
 * What a client joining the waitlist asks, in the code's words (the API's body names the barber `userId` and the
 * service `jobId`): the barber's service, the days (AAAA-MM-DD), the part of the day, who asks, and how to tell them.
 */
export interface WaitlistWish extends PushSubscriptionFields {
  barberId: string;
  serviceId: string;
  days: string[];
  period: DayPeriod | null;
  clientName: string;
  clientContact: string;
}
