import { internalRange } from './internal-address';

describe('internalRange', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['::ffff:192.168.1.1', 'private'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['169.254.169.254', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456:789a::1', 'uniqueLocal'],
    ['::ffff:0:10.0.0.1', 'private'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['224.0.0.1', 'multicast'],
    ['not an address', 'invalid'],
  ])('%s is internal (%s)', (address, range) => {
    expect(internalRange(address)).toBe(range);
  });

  it.each(['142.250.79.42', '17.253.144.10', '2607:f8b0:4004:c07::5f', '::ffff:142.250.79.42', '172.32.0.1', '64:ff9b::8efa:4f2a'])(
    '%s is public',
    (address) => {
      expect(internalRange(address)).toBeNull();
    },
  );
});
