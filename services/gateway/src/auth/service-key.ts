import { createHash, timingSafeEqual } from 'node:crypto';

/** The header the functions service sends its key in. */
export const SERVICE_KEY_HEADER = 'x-portal-service-key';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether a request carries the payments service key, compared in constant time (digests of
 * equal length, so neither the key's length nor its content leaks). No key configured: never.
 */
export function serviceKeyCheck(key: string | undefined): (request: Request) => boolean {
  if (!key) return () => false;
  const expected = digest(key);
  return (request) => {
    const sent = request.headers.get(SERVICE_KEY_HEADER);
    if (!sent) return false;
    return timingSafeEqual(digest(sent), expected);
  };
}
