import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The key one client is counted under: an IPv4 address as it is (also when written as an
 * IPv4-mapped IPv6 address, in any notation), an IPv6 address by its /64 network, because one
 * subscriber usually holds a whole /64 and could otherwise change address on every request.
 */
export function clientAddressKey(address: string): string {
  const version = isIP(address);
  // A dotted IPv4 address that isIP accepts is already in its one written form: no parsing on every counted call.
  if (version === 0 || version === 4) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
