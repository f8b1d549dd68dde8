/// <reference lib="webworker" />
/**
 * The app's service worker, built by Vite to /sw.js (see frontend/service-worker.mts).
 * - Pages are network-first: a new deploy is seen at the next navigation; the cached app page
 *   is only the offline fallback. Hashed assets never change, so they are cache-first.
 * - Each build has its own version: a new sw.js installs at once (skipWaiting), takes over the
 *   open tabs (clients.claim) and deletes the older caches, so nobody is kept on an old build.
 * - Pushes show a notification, with the payload's buttons (the deposit's Confirmar); tapping it, or a button, opens
 *   the app page named for it in the payload (notification-target.ts).
 * It imports only notification-target.ts, which nothing else imports, so the built file is one classic script.
 */
import { APP_PAGE, clickTarget, notificationTargets } from './notification-target';

declare const self: ServiceWorkerGlobalScope;
/** Filled in at build time: a hash of the app shell's file names, and those files. */
declare const __SW_VERSION__: string;
declare const __SW_SHELL_FILES__: string[];

const CACHE_PREFIX = 'barbearia-shell-';
const CACHE = `${CACHE_PREFIX}${__SW_VERSION__}`;
interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
  actions?: unknown;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([APP_PAGE, ...__SW_SHELL_FILES__]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(pageNetworkFirst(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(assetCacheFirst(request));
});

/** The page from the server (and kept as the offline copy); the kept copy only when offline. */
async function pageNetworkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) {
      const cache = await caches.open(CACHE);
      await cache.put(APP_PAGE, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(APP_PAGE);
    if (cached) return cached;
    throw error;
  }
}

async function assetCacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const { buttons, targets } = notificationTargets(payload.url, payload.actions);
  // `actions` is in the Notifications standard but not in TypeScript's options type.
  const options: NotificationOptions & { actions: typeof buttons } = {
    body: payload.body,
    tag: payload.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-maskable-192.png',
    lang: 'pt-BR',
    data: targets,
    actions: buttons,
  };
  event.waitUntil(self.registration.showNotification(payload.title ?? 'Barbearia', options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openAppAt(clickTarget(event.notification.data, event.action)));
});

function readPayload(data: PushMessageData | null): PushPayload {
  if (!data) return {};
  try {
    return data.json() as PushPayload;
  } catch {
    return { body: data.text() };
  }
}

/** Focuses an open tab of the app on that page, or opens one. */
async function openAppAt(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === target);
  if (same) {
    await same.focus();
    return;
  }
  const any = windows[0];
  if (any) {
    await any.navigate(target);
    await any.focus();
    return;
  }
  await self.clients.openWindow(target);
}
