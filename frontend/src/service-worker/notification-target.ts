/**
 * Where a tap on a push notification goes. Only paths of this app: a payload never sends the user to another site.
 * Kept apart from sw.ts so that it can be tested; only sw.ts imports it, so the build puts it inside sw.js.
 */

/** A notification's button as the push payload sends it: its tap opens `url`. */
export interface PushAction {
  action: string;
  title: string;
  url?: string;
}

/** What the notification keeps for its click: the page of a tap on its body, and of each button. */
export interface NotificationTargets {
  url: string;
  actions: Record<string, string>;
}

export const APP_PAGE = '/';

/** Only a path of this app (`/…`, not `//host`); anything else is the app's first page. */
export function appPath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : APP_PAGE;
}

/** The buttons to show (at most what the browser shows) and the targets to keep, each path checked. */
export function notificationTargets(url: unknown, actions: unknown): { buttons: { action: string; title: string }[]; targets: NotificationTargets } {
  const valid = (Array.isArray(actions) ? (actions as unknown[]) : []).filter(isAction);
  return {
    buttons: valid.map(({ action, title }) => ({ action, title })),
    targets: { url: appPath(url), actions: Object.fromEntries(valid.map((entry) => [entry.action, appPath(entry.url ?? url)])) },
  };
}

function isAction(entry: unknown): entry is PushAction {
  const candidate = entry as Partial<PushAction> | null;
  return typeof candidate === 'object' && candidate !== null && typeof candidate.action === 'string' && typeof candidate.title === 'string';
}

/** The page a click opens: the button's when one was tapped (`action`, '' for the body), else the notification's. */
export function clickTarget(data: unknown, action: string): string {
  const targets = (data ?? {}) as Partial<NotificationTargets>;
  const byAction = action && targets.actions && Object.hasOwn(targets.actions, action) ? targets.actions[action] : undefined;
  return appPath(byAction ?? targets.url);
}
