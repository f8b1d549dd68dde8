import { lookup as dnsLookup } from 'node:dns';
import { Agent, RequestOptions } from 'node:https';
import { isIP, LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { internalRange } from '../../shared/net/internal-address';

/** A push was not sent: its host is, or resolves to, an address pushes never go to. */
export class InternalAddressRefused extends Error {
  constructor(host: string, address: string, range: string) {
    super(host === address ? `${host} is a ${range} address` : `${host} resolves to ${address}, a ${range} address`);
    this.name = 'InternalAddressRefused';
  }
}

/**
 * The HTTPS agent pushes go through. It checks the address a connection is about to use, after
 * DNS resolution (so no allow-list entry, DNS answer or URL trick leads a push to this host or the
 * local network): loopback, private, link-local, unique-local, unspecified and their IPv4-mapped
 * forms are refused. `allowLoopback` is for the test suite's push service only.
 */
export class PublicAddressAgent extends Agent {
  constructor(private readonly allowLoopback = false) {
    super({ lookup: publicOnlyLookup((address) => this.refusal(address)) });
  }

  /** An IP literal is connected to without a lookup: it is checked here. */
  override createConnection(options: RequestOptions, callback?: (err: Error | null, stream: Duplex) => void): Duplex | null | undefined {
    const host = options.host ?? options.hostname ?? '';
    const range = isIP(host) ? this.refusal(host) : null;
    if (range) {
      callback?.(new InternalAddressRefused(host, host, range), undefined as unknown as Duplex);
      return undefined;
    }
    return super.createConnection(options, callback);
  }

  /** Why this address is refused ('loopback', 'private', ...), or null when a push may go there. */
  private refusal(address: string): string | null {
    const range = internalRange(address);
    return range === 'loopback' && this.allowLoopback ? null : range;
  }
}

/** dns.lookup, answering an error when any address the name resolves to is refused. */
function publicOnlyLookup(refusal: (address: string) => string | null): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      for (const { address } of addresses) {
        const range = refusal(address);
        if (range) return callback(new InternalAddressRefused(hostname, address, range), '');
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
