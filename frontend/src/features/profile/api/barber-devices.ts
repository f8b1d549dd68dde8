import { api } from '../../../api/client';
import type { DevicePush } from '../../../lib/push/push-subscription';

/** This device gets a push for each booking a client makes, moves or cancels. */
export const subscribeBarberDevice = (push: DevicePush) => api.post('/api/push/subscribe', { body: push });

export const unsubscribeBarberDevice = (endpoint: string) => api.post('/api/push/unsubscribe', { body: { endpoint } });
