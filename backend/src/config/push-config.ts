import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { webPush } from '../shared/push/web-push-library';
import { ConfigError } from './config-error';
import { onOff } from './env-values';

/** The app's VAPID identity: the browsers' push services accept only pushes signed with it. */
export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url (65 bytes): what browsers subscribe with. */
  publicKey: string;
  /** P-256 private key, base64url (32 bytes). */
  privateKey: string;
  /** Who runs this server, for the push services: a mailto: or https: URL. */
  subject: string;
}

export interface PushConfig {
  vapid: VapidKeys;
  /** Origins subscription endpoints may point to: `https://host[:port]`, `https://*.domain` for any subdomain. */
  pushAllowedOrigins: string[];
  /**
   * The test suite's push service listens on this host's loopback, where pushes never go otherwise
   * (PUSH_TO_LOOPBACK_FOR_TESTS=on). Accepted only with NODE_ENV=test: any other start refuses it.
   */
  pushToLoopbackForTests: boolean;
  /** Minutes before a booking the client's reminder goes out; 0 turns it off. */
  reminderMinutes: number;
  /** A second reminder the evening before. */
  reminderDayBefore: boolean;
}

/**
 * The browsers' push services (Chrome, Edge, Firefox, Safari). Only endpoints on them are
 * accepted, so the server never sends a request to an address a visitor picked.
 */
export const BROWSER_PUSH_SERVICES = [
  'https://fcm.googleapis.com', // Chrome, Android, Opera, Samsung Internet, Brave
  'https://updates.push.services.mozilla.com', // Firefox
  'https://*.notify.windows.com', // Edge (Windows Push Notification Services)
  'https://web.push.apple.com', // Safari on macOS, iOS and iPadOS
  'https://*.push.apple.com',
];

const DEV_VAPID_SUBJECT = 'mailto:barbearia@example.com';
const MAX_REMINDER_MINUTES = 7 * 24 * 60;

export function loadPushConfig(env: NodeJS.ProcessEnv, production: boolean, dataDir: string): PushConfig {
  return {
    vapid: vapidKeys(env, production, dataDir),
    pushAllowedOrigins: allowedOrigins(env.PUSH_ALLOWED_ORIGINS),
    pushToLoopbackForTests: pushToLoopbackForTests(env),
    reminderMinutes: reminderMinutes(env.REMINDER_MINUTES),
    reminderDayBefore: onOff(env, 'REMINDER_DAY_BEFORE', false),
  };
}

function vapidKeys(env: NodeJS.ProcessEnv, production: boolean, dataDir: string): VapidKeys {
  const subject = env.VAPID_SUBJECT || (production ? requiredInProduction('VAPID_SUBJECT') : DEV_VAPID_SUBJECT);
  if (!/^(mailto:.+@.+|https:\/\/.+)/.test(subject)) throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https: URL (got "${subject}").`);
  const publicKey = env.VAPID_PUBLIC_KEY;
  const privateKey = env.VAPID_PRIVATE_KEY;
  if (!publicKey && !privateKey && !production) return { ...persistentDevVapidKeys(dataDir), subject };
  if (!publicKey) return production ? requiredInProduction('VAPID_PUBLIC_KEY') : setTogether('VAPID_PUBLIC_KEY');
  if (!privateKey) return production ? requiredInProduction('VAPID_PRIVATE_KEY') : setTogether('VAPID_PRIVATE_KEY');
  ensureKeyLength('VAPID_PUBLIC_KEY', publicKey, 65);
  ensureKeyLength('VAPID_PRIVATE_KEY', privateKey, 32);
  return { publicKey, privateKey, subject };
}

function requiredInProduction(name: string): never {
  throw new ConfigError(`${name} must be set when NODE_ENV=production (generate the keys with: npx web-push generate-vapid-keys).`);
}

function setTogether(name: string): never {
  throw new ConfigError(`${name} must be set too: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together.`);
}

function ensureKeyLength(name: string, value: string, bytes: number): void {
  if (!/^[A-Za-z0-9_-]+$/.test(value) || Buffer.from(value, 'base64url').length !== bytes) {
    throw new ConfigError(`${name} must be a base64url key of ${bytes} bytes (as printed by npx web-push generate-vapid-keys).`);
  }
}

/** Outside production a key pair is generated once and kept in the data folder, so browsers' subscriptions stay valid. */
function persistentDevVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(dataDir, { recursive: true });
  // web-push pads the private key to 32 bytes; Node's ECDH drops a leading zero byte (1 key in 256).
  const keys = webPush().generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

function allowedOrigins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return BROWSER_PUSH_SERVICES;
  const origins = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const origin of origins) {
    if (!/^https:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/.test(origin)) {
      throw new ConfigError(
        `PUSH_ALLOWED_ORIGINS must list https origins such as https://push.example.com or https://*.example.com (got "${origin}").`,
      );
    }
  }
  return origins;
}

function pushToLoopbackForTests(env: NodeJS.ProcessEnv): boolean {
  const on = onOff(env, 'PUSH_TO_LOOPBACK_FOR_TESTS', false);
  if (on && env.NODE_ENV !== 'test') {
    throw new ConfigError('PUSH_TO_LOOPBACK_FOR_TESTS is for the test suite only (NODE_ENV=test): remove it; pushes never go to this host.');
  }
  return on;
}

function reminderMinutes(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 120;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > MAX_REMINDER_MINUTES) {
    throw new ConfigError(`REMINDER_MINUTES must be an integer between 0 and ${MAX_REMINDER_MINUTES} (got "${raw}").`);
  }
  return value;
}
