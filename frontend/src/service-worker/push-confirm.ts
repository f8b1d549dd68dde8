/**
 * A push button that acts by itself (the deposit's Confirmar): the worker POSTs the payload's API path, which carries
 * its own single-use capability (no session), and shows what came of it. Kept apart from sw.ts so that it can be
 * tested; only sw.ts imports it, so the build puts it inside sw.js.
 */
import { appPath, type NotificationTargets } from './notification-target';

/** What the worker keeps for such a button: the path to POST, the text of a success, the page a tap then opens. */
export interface ConfirmTarget {
  post: string;
  done: string;
  url: string;
}

/** The short notification that follows the POST: its tap opens the booking's day, as the first one's body did. */
export interface ConfirmOutcome {
  title: string;
  body: string;
  data: NotificationTargets;
}

const API_PREFIX = '/api/';
export const CONFIRM_FAILED = 'Não foi possível confirmar: abra a agenda.';

/** The buttons that POST, by action: only an API path of this app, with a text to show. */
export function confirmTargets(url: unknown, actions: unknown): Record<string, ConfirmTarget> {
  const entries = (Array.isArray(actions) ? (actions as unknown[]) : []).flatMap((entry) => {
    const candidate = (entry ?? {}) as Partial<Record<'action' | 'post' | 'done' | 'url', unknown>>;
    const { action, post, done } = candidate;
    if (typeof action !== 'string' || typeof post !== 'string' || typeof done !== 'string' || !isApiPath(post)) return [];
    return [[action, { post, done, url: appPath(candidate.url ?? url) }] as const];
  });
  return Object.fromEntries(entries);
}

/** The tapped button's POST, if it has one (`action` '' is the body, which only opens its page). */
export function confirmTargetOf(data: unknown, action: string): ConfirmTarget | null {
  const confirms = ((data ?? {}) as { confirms?: Record<string, ConfirmTarget> }).confirms;
  if (!action || !confirms || typeof confirms !== 'object' || !Object.hasOwn(confirms, action)) return null;
  const target = confirms[action];
  return isApiPath(target?.post) && typeof target.done === 'string' ? { post: target.post, done: target.done, url: appPath(target.url) } : null;
}

/** POSTs the button's path without the browser's cookies; true only for a 2xx (a refusal or no network: false). */
export async function postConfirm(target: ConfirmTarget, send: typeof fetch): Promise<boolean> {
  try {
    const response = await send(target.post, { method: 'POST', credentials: 'omit', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

export function confirmOutcome(target: ConfirmTarget, confirmed: boolean): ConfirmOutcome {
  return {
    title: confirmed ? 'Sinal confirmado' : 'Sinal não confirmado',
    body: confirmed ? target.done : CONFIRM_FAILED,
    data: { url: target.url, actions: {} },
  };
}

function isApiPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith(API_PREFIX) && !path.includes('..') && !path.includes('\\');
}
