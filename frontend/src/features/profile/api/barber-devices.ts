import { apiRequest } from '../../../lib/api-client';
import type { DevicePush } from '../../../lib/push-subscription';

/** This device gets a push for each booking a client makes, moves or cancels. */
export const subscribeBarberDevice = (push: DevicePush) => apiRequest<{ subscribed: boolean }>('push/subscribe', { method: 'POST', body: push });

export const unsubscribeBarberDevice = (endpoint: string) =>
  apiRequest<{ subscribed: boolean }>('push/unsubscribe', { method: 'POST', body: { endpoint } });
