import { readFileSync } from 'node:fs';
import { PushReceiver } from '../support/push-receiver';

/**
 * The push service a browser test reads: the API tests' receiver (it keeps every push and decrypts it with the
 * subscription's private key), on the port and with the certificate playwright.config.ts gave the server
 * (E2E_PUSH_PORT, E2E_PUSH_CERT_FILE). A page subscribes to it through the push stand-in (fake-push-service.ts).
 */
export function startPushService(): Promise<PushReceiver> {
  const { E2E_PUSH_PORT, E2E_PUSH_CERT_FILE, E2E_PUSH_KEY_FILE } = process.env;
  if (!E2E_PUSH_PORT || !E2E_PUSH_CERT_FILE || !E2E_PUSH_KEY_FILE) throw new Error('playwright.config.ts sets the push service up.');
  const certificate = { cert: readFileSync(E2E_PUSH_CERT_FILE, 'utf8'), key: readFileSync(E2E_PUSH_KEY_FILE, 'utf8') };
  return PushReceiver.start(certificate, Number(E2E_PUSH_PORT));
}
