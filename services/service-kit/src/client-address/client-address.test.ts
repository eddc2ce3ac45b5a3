import { clientAddressKey, ipv6Network64, UNKNOWN_ADDRESS } from './client-address.js';

describe('clientAddressKey', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressKey('127.0.0.1', null, 0)).toBe('127.0.0.1');
    expect(clientAddressKey('127.0.0.1', '203.0.113.9', 0)).toBe('127.0.0.1');
    expect(clientAddressKey('::ffff:10.1.2.3', '203.0.113.9', 0)).toBe('10.1.2.3');
  });

  it('takes the entry the outermost trusted proxy wrote, never one the client wrote', () => {
    // The client sent "1.1.1.1"; the edge proxy appended the client's real address.
    expect(clientAddressKey('10.0.0.2', '1.1.1.1, 198.51.100.20', 1)).toBe('198.51.100.20');
    // Two proxies: the edge appended the client, the inner one the edge.
    expect(clientAddressKey('10.0.0.3', '1.1.1.1, 198.51.100.20, 10.0.0.2', 2)).toBe(
      '198.51.100.20',
    );
    // Fewer entries than trusted proxies: the leftmost there is.
    expect(clientAddressKey('10.0.0.3', '198.51.100.20', 2)).toBe('198.51.100.20');
  });

  it('falls back to the socket address when the header is missing or not an address', () => {
    expect(clientAddressKey('10.0.0.2', null, 1)).toBe('10.0.0.2');
    expect(clientAddressKey('10.0.0.2', 'not-an-address', 1)).toBe('10.0.0.2');
  });

  it('counts an IPv6 address as its /64 network', () => {
    expect(clientAddressKey('2001:db8:0:1:aaaa:bbbb:cccc:dddd', null, 0)).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('2001:db8:0:1::7', null, 0)).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('::1', null, 0)).toBe('0:0:0:0::/64');
    expect(clientAddressKey(undefined, null, 0)).toBe(UNKNOWN_ADDRESS);
  });

  it('expands every IPv6 spelling to the same network', () => {
    expect(ipv6Network64('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(ipv6Network64('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8:0:0::/64');
    expect(ipv6Network64('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(ipv6Network64('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
