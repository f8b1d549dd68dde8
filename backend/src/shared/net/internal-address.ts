import ipaddr from 'ipaddr.js';

/**
 * Where a server-side request must never go, whatever name leads there: this host (loopback,
 * unspecified), the local networks (RFC 1918 private, carrier-grade NAT, link-local with the
 * cloud's metadata service, unique-local fc00::/7, the old site-local), and addresses that are
 * not one host's (multicast, broadcast, reserved and documentation ranges).
 */
const INTERNAL_RANGES = new Set([
  'unspecified',
  'loopback',
  'private',
  'carrierGradeNat',
  'linkLocal',
  'uniqueLocal',
  'deprecatedSiteLocal',
  'multicast',
  'broadcast',
  'reserved',
]);

/** IPv6 forms that carry an IPv4 address in their last 32 bits (IPv4-translated, NAT64): judged by that address. */
const EMBEDDING_IPV4 = new Set(['rfc6145', 'rfc6052']);

/**
 * The range an address belongs to when it is internal ('loopback', 'private', ...), null for a
 * public one. An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as its IPv4 address; a
 * string that is no IP address counts as internal.
 */
export function internalRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (parsed.kind() === 'ipv6' && EMBEDDING_IPV4.has(range)) return internalRange(embeddedIPv4(parsed as ipaddr.IPv6));
  return INTERNAL_RANGES.has(range) ? range : null;
}

function embeddedIPv4(address: ipaddr.IPv6): string {
  const [high, low] = address.parts.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
