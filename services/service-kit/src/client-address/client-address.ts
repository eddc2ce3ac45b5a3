import { isIP } from 'node:net';

/** At most this many proxies of the bank's own may stand in front of a service. */
export const MAX_TRUSTED_PROXIES = 10;

/**
 * TRUSTED_PROXIES, as both services read it: how many proxies of the bank's own (a load
 * balancer, an ingress) stand in front of the service, 0 (the default) to 10.
 */
export function readTrustedProxies(value: string | undefined): number {
  const text = value?.trim();
  if (!text) return 0;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 0 || count > MAX_TRUSTED_PROXIES) {
    throw new Error(
      `TRUSTED_PROXIES must be a whole number from 0 to ${MAX_TRUSTED_PROXIES}, got ${JSON.stringify(text)}`,
    );
  }
  return count;
}

/** The key of a caller whose address is not known (a request without a socket, in tests). */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The client's address as a rate-limit key (the gateway's and the functions service's): the
 * socket's remote address, or, behind
 * `trustedProxies` proxies of the bank's own (default none), the address the outermost of them
 * saw: X-Forwarded-For's entry that many places from its right end (each proxy appends the
 * address it was called from). Without trusted proxies X-Forwarded-For is ignored: a client
 * could write anything there. An IPv6 address counts as its /64 network (one home or phone
 * holds a whole /64); an IPv4-mapped IPv6 address as its IPv4 address.
 */
export function clientAddressKey(
  socketAddress: string | undefined,
  forwardedFor: string | null,
  trustedProxies: number,
): string {
  let address = socketAddress;
  if (trustedProxies > 0 && forwardedFor) {
    const hops = forwardedFor.split(',').map((entry) => entry.trim());
    // Addresses our proxies wrote, from the right; a shorter list ends at what the first saw.
    const entry = hops[Math.max(0, hops.length - trustedProxies)];
    if (entry && isIP(unmapped(entry))) address = entry;
  }
  if (!address) return UNKNOWN_ADDRESS;
  const plain = unmapped(address);
  if (isIP(plain) === 4) return plain;
  if (isIP(plain) === 6) return ipv6Network64(plain);
  return UNKNOWN_ADDRESS;
}

function unmapped(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** The /64 network of a valid IPv6 address, e.g. `2001:db8:0:1::/64`. */
export function ipv6Network64(address: string): string {
  const withoutZone = address.split('%')[0] ?? address;
  const [head = '', tail] = withoutZone.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const expand = (groups: string[]) =>
    groups.flatMap((group) => {
      // An embedded IPv4 address (::ffff:1.2.3.4 forms) is the last two groups.
      if (!group.includes('.')) return [group];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = expand(groupsOf(head));
  const right = tail === undefined ? [] : expand(groupsOf(tail));
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const network = groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
