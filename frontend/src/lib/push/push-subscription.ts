import type { components } from '../../api/schema.gen';
import { apiCalls } from '../http/api-client';
import { serviceWorkerRegistration } from './service-worker';

/** A browser's push subscription, as the API takes it. */
export interface DevicePush {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A subscription as the API's bodies name its fields: a booking's, the waitlist's, the manage page's. */
export function pushFieldsOf(push: DevicePush): { pushEndpoint: string; pushP256dh: string; pushAuth: string } {
  return { pushEndpoint: push.endpoint, pushP256dh: push.p256dh, pushAuth: push.auth };
}

/**
 * What asking for notifications gave: the subscription, the user said no, the browser can't
 * (no service worker: dev server, plain http on a LAN address, an old browser), or the browser's
 * push service did not answer (e.g. no internet, or a browser without one).
 */
export type PushOptIn = { state: 'on'; push: DevicePush } | { state: 'denied' | 'unsupported' | 'failed' };

/** Whether this browser can receive pushes from the app at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** Asks the browser for permission and subscribes it. Call it only from the user's tap: browsers block prompts that come by themselves. */
export async function subscribeThisDevice(): Promise<PushOptIn> {
  if (!pushSupported()) return { state: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { state: 'denied' };
  try {
    const registration = await withTimeout(serviceWorkerRegistration(), 10_000);
    if (!registration) return { state: 'unsupported' };
    const existing = await registration.pushManager.getSubscription();
    const subscription =
      existing ??
      (await withTimeout(registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: await applicationServerKey() }), 15_000));
    return { state: 'on', push: toDevicePush(subscription) };
  } catch {
    return { state: 'failed' };
  }
}

/** This browser's current subscription, if it has one. */
export async function currentSubscription(): Promise<DevicePush | null> {
  if (!pushSupported() || Notification.permission !== 'granted') return null;
  const registration = await serviceWorkerRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? toDevicePush(subscription) : null;
}

async function applicationServerKey(): Promise<Uint8Array<ArrayBuffer>> {
  const { publicKey } = await apiCalls.get<components['schemas']['PublicKeyView']>('/api/push/public-key');
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toDevicePush(subscription: PushSubscription): DevicePush {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' };
}

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), milliseconds))]);
}
