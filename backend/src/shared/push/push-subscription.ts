import { parse as parseLegacyUrl } from 'node:url';
import { InvalidInput } from '../errors/domain-error';

/** A browser's push subscription: where its push service takes messages, and its keys to encrypt them. */
export interface PushSubscriptionKeys {
  endpoint: string;
  /** The browser's P-256 public key, base64url (65 bytes). */
  p256dh: string;
  /** The browser's auth secret, base64url (16 bytes). */
  auth: string;
}

/** The three optional fields a booking carries, as the API names them. */
export interface PushSubscriptionFields {
  pushEndpoint?: string | null;
  pushP256dh?: string | null;
  pushAuth?: string | null;
}

const INVALID = 'Inscrição para notificações inválida.';

/**
 * Checks a subscription before anything is stored: an https endpoint on one of the allowed push
 * services (so the server never sends a request to an address a visitor picked) and keys of the
 * right length. All three fields or none. The endpoint kept is the parsed, re-serialised one.
 */
export function parsePushSubscription(fields: PushSubscriptionFields, allowedOrigins: readonly string[]): PushSubscriptionKeys | null {
  const { pushEndpoint: raw, pushP256dh: p256dh, pushAuth: auth } = fields;
  if (!raw && !p256dh && !auth) return null;
  if (!raw || !p256dh || !auth) throw new InvalidInput(`${INVALID} Envie pushEndpoint, pushP256dh e pushAuth juntos.`);
  const endpoint = allowedEndpoint(raw, allowedOrigins);
  if (!endpoint) throw new InvalidInput(`${INVALID} O endereço não é de um serviço de notificações aceito.`);
  if (!isKey(p256dh, 65) || Buffer.from(p256dh, 'base64url')[0] !== 0x04) throw new InvalidInput(`${INVALID} Chave pushP256dh inválida.`);
  if (!isKey(auth, 16)) throw new InvalidInput(`${INVALID} Chave pushAuth inválida.`);
  return { endpoint, p256dh, auth };
}

/** The endpoint as stored and sent when its origin is on the list (`https://*.domain` allows its subdomains); null otherwise. */
export function allowedEndpoint(raw: string, allowedOrigins: readonly string[]): string | null {
  const endpoint = canonicalPushEndpoint(raw);
  if (!endpoint) return null;
  const url = new URL(endpoint);
  return allowedOrigins.some((allowed) => originMatches(url, allowed)) ? endpoint : null;
}

/**
 * `https://` + host [+ port] [+ path and query], written only with characters that need no
 * escaping: no user or password, no backslash, no `@`, no fragment, no spaces.
 */
const PLAIN_HTTPS_URL = /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9\-._~%!$&()*+,;=:/?]*)?$/;

/**
 * The endpoint re-serialised by the WHATWG URL parser, or null when it is not a plain https URL or
 * when Node's legacy `url.parse`, which web-push sends with, would read another host, port or
 * path out of it (a slashless `https:host/x` has no host there, and web-push went to localhost).
 */
export function canonicalPushEndpoint(raw: string): string | null {
  if (!PLAIN_HTTPS_URL.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return readAlike(raw, url) && readAlike(url.href, url) ? url.href : null;
}

/** Both parsers find, in `text`, the https URL `url` is: same host, port and path, no user. */
function readAlike(text: string, url: URL): boolean {
  // The parser web-push sends with, compared on purpose.
  const legacy = parseLegacyUrl(text);
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    !url.hash &&
    legacy.protocol === 'https:' &&
    !legacy.auth &&
    !legacy.hash &&
    legacy.hostname === url.hostname &&
    (legacy.port || '443') === (url.port || '443') &&
    legacy.path === `${url.pathname}${url.search}`
  );
}

function originMatches(url: URL, allowed: string): boolean {
  const pattern = new URL(allowed.replace('*.', 'wildcard.'));
  if (url.port !== pattern.port) return false;
  if (!allowed.includes('*.')) return url.hostname === pattern.hostname;
  const parent = pattern.hostname.slice('wildcard.'.length);
  return url.hostname.endsWith(`.${parent}`);
}

function isKey(value: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+=*$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
}
