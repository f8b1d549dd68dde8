import type WebPush from 'web-push';

/**
 * web-push, required at its first use (a push sent, a development key pair made) rather than at start: its 35 modules
 * (asn1.js, bn.js, http_ece; jws the app has anyway) hold about 0.3 MiB of the app's heap, which a shop none of whose
 * clients turned notifications on never needs.
 */
export function webPush(): typeof WebPush {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, then from Node's module cache
  return require('web-push') as typeof WebPush;
}
