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
 * right length. All three fields or none.
 */
export function parsePushSubscription(fields: PushSubscriptionFields, allowedOrigins: readonly string[]): PushSubscriptionKeys | null {
  const { pushEndpoint: endpoint, pushP256dh: p256dh, pushAuth: auth } = fields;
  if (!endpoint && !p256dh && !auth) return null;
  if (!endpoint || !p256dh || !auth) throw new InvalidInput(`${INVALID} Envie pushEndpoint, pushP256dh e pushAuth juntos.`);
  if (!isAllowedEndpoint(endpoint, allowedOrigins)) throw new InvalidInput(`${INVALID} O endereço não é de um serviço de notificações aceito.`);
  if (!isKey(p256dh, 65) || Buffer.from(p256dh, 'base64url')[0] !== 0x04) throw new InvalidInput(`${INVALID} Chave pushP256dh inválida.`);
  if (!isKey(auth, 16)) throw new InvalidInput(`${INVALID} Chave pushAuth inválida.`);
  return { endpoint, p256dh, auth };
}

/** An https URL, without user or password, whose origin is on the list (`https://*.domain` allows its subdomains). */
export function isAllowedEndpoint(endpoint: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return allowedOrigins.some((allowed) => originMatches(url, allowed));
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
