import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, Server } from 'node:https';
import { AddressInfo } from 'node:net';
import { TestCertificate } from './test-certificate';

/** A subscription as a browser would make it, with the private half the test keeps to decrypt. */
export interface TestSubscription {
  pushEndpoint: string;
  pushP256dh: string;
  pushAuth: string;
  /** The browser side's ECDH key pair and auth secret. */
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on https://127.0.0.1 for the tests: it keeps every request, answers 201 (or the
 * status a test sets for a subscription), and can decrypt what it got (RFC 8291, aes128gcm). The
 * app pushes to loopback only when started with PUSH_TO_LOOPBACK_FOR_TESTS=on.
 */
export class PushReceiver {
  readonly received: ReceivedPush[] = [];
  /** TCP connections that reached it (counted before any TLS), since start or the test's last reset. */
  connections = 0;
  private readonly statusByPath = new Map<string, number>();

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  /** On `port`, or on one the system picks (0). */
  static async start(certificate: Pick<TestCertificate, 'cert' | 'key'>, port = 0): Promise<PushReceiver> {
    const server = createServer({ cert: certificate.cert, key: certificate.key });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const receiver = new PushReceiver(server, `https://127.0.0.1:${(server.address() as AddressInfo).port}`);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => receiver.keep(request, response));
    server.on('connection', () => (receiver.connections += 1));
    return receiver;
  }

  /** The same service reached by name: `https://localhost:port` (which resolves to loopback). */
  get originByName(): string {
    return this.origin.replace('127.0.0.1', 'localhost');
  }

  /** A subscription on this receiver reached by name instead of its address. */
  subscriptionByName(): TestSubscription {
    const subscription = this.subscription();
    return { ...subscription, pushEndpoint: subscription.pushEndpoint.replace(this.origin, this.originByName) };
  }

  /** Keeps the request once its body has arrived, and answers it. */
  private keep(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(this.statusByPath.get(path) ?? 201).end();
    });
  }

  /** A new browser subscription whose endpoint is on this receiver. */
  subscription(): TestSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    return {
      pushEndpoint: `${this.origin}/push/${randomUUID()}`,
      pushP256dh: ecdh.getPublicKey().toString('base64url'),
      pushAuth: authSecret.toString('base64url'),
      ecdh,
      authSecret,
    };
  }

  /** From now on, pushes to this subscription are answered with `status` (e.g. 410 Gone). */
  answer(subscription: TestSubscription, status: number): void {
    this.statusByPath.set(new URL(subscription.pushEndpoint).pathname, status);
  }

  pushesTo(subscription: TestSubscription): ReceivedPush[] {
    const path = new URL(subscription.pushEndpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  /** The JSON payloads this subscription got, decrypted. */
  messagesTo(subscription: TestSubscription): ReceivedMessage[] {
    return this.pushesTo(subscription).map((push) => JSON.parse(decryptPush(push.body, subscription).toString('utf8')));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A push's payload as the app sends it (backend/src/modules/notifications/domain/push-message.ts). */
export interface ReceivedMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
  actions?: { action: string; title: string; url: string; post?: string; done?: string }[];
}

/**
 * RFC 8291 (Message Encryption for Web Push) with RFC 8188's aes128gcm, one record:
 * header salt(16) | record size(4) | key id length(1) | the sender's public key; then the record.
 */
export function decryptPush(body: Buffer, subscription: TestSubscription): Buffer {
  const salt = body.subarray(0, 16);
  const keyIdLength = body[20];
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);

  const ecdhSecret = subscription.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscription.ecdh.getPublicKey(), senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscription.authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('Push record without its final delimiter.');
  return padded.subarray(0, end);
}

/** Checks the VAPID `Authorization: vapid t=<JWT>, k=<public key>` header: ES256 signature and audience. */
export function verifyVapid(authorization: string, expectedPublicKey: string, audience: string): Record<string, unknown> {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  if (!match) throw new Error(`Not a VAPID authorization: ${authorization}`);
  const [, token, key] = match;
  if (key !== expectedPublicKey) throw new Error('VAPID key is not the app’s public key.');
  const [header, payload, signature] = token.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (claims.aud !== audience) throw new Error(`VAPID audience ${String(claims.aud)} is not ${audience}.`);
  return claims;
}
