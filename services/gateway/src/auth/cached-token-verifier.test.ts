import type { AuthUser } from '../types/auth-user.js';
import { cachedTokenVerifier } from './cached-token-verifier.js';
import { TokenRejectedError } from '@portal/service-kit/auth';
import type { VerifiedIdToken } from './firebase-token-verifier.js';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const HOUR = 3_600_000;

function userOf(uid: string): AuthUser {
  return { uid, email: `${uid}@example.com`, name: null, emailVerified: true };
}

/** A verifier that knows tokens "<uid>" (valid an hour from T0) and counts its calls. */
function fakeVerifier(expiresAt = T0 + HOUR) {
  const calls: string[] = [];
  const rejected = new Set<string>();
  const verify = (token: string): Promise<VerifiedIdToken> => {
    calls.push(token);
    if (rejected.has(token)) {
      return Promise.reject(new TokenRejectedError('invalid', 'bad token'));
    }
    return Promise.resolve({ user: userOf(token), expiresAt });
  };
  return { verify, calls, rejected };
}

describe('cachedTokenVerifier', () => {
  let clock: number;
  const now = () => clock;
  beforeEach(() => {
    clock = T0;
  });

  it('verifies a token once and answers later requests from the cache', async () => {
    const inner = fakeVerifier();
    const verify = cachedTokenVerifier(inner.verify, { now });
    const first = await verify('parent-a');
    clock += 30 * 60_000;
    const second = await verify('parent-a');
    expect(second).toEqual(first);
    expect(second.user.uid).toBe('parent-a');
    expect(inner.calls).toEqual(['parent-a']);
  });

  it('keeps tokens apart: another token is verified on its own', async () => {
    const inner = fakeVerifier();
    const verify = cachedTokenVerifier(inner.verify, { now });
    expect((await verify('parent-a')).user.uid).toBe('parent-a');
    expect((await verify('parent-b')).user.uid).toBe('parent-b');
    expect(inner.calls).toEqual(['parent-a', 'parent-b']);
  });

  it('never answers from the cache at or after the token expiry', async () => {
    const inner = fakeVerifier();
    const verify = cachedTokenVerifier(inner.verify, { now });
    await verify('parent-a');
    clock = T0 + HOUR - 1;
    await verify('parent-a');
    expect(inner.calls).toHaveLength(1);
    clock = T0 + HOUR;
    inner.rejected.add('parent-a');
    await expect(verify('parent-a')).rejects.toBeInstanceOf(TokenRejectedError);
    expect(inner.calls).toHaveLength(2);
  });

  it('does not keep a result that is already expired', async () => {
    const inner = fakeVerifier(T0);
    const verify = cachedTokenVerifier(inner.verify, { now });
    await verify('parent-a');
    await verify('parent-a');
    expect(inner.calls).toHaveLength(2);
  });

  it('never caches a rejected token', async () => {
    const inner = fakeVerifier();
    inner.rejected.add('forged');
    const verify = cachedTokenVerifier(inner.verify, { now });
    await expect(verify('forged')).rejects.toBeInstanceOf(TokenRejectedError);
    await expect(verify('forged')).rejects.toBeInstanceOf(TokenRejectedError);
    expect(inner.calls).toEqual(['forged', 'forged']);
  });

  it('never caches a verification that failed for another reason (verifier down)', async () => {
    let down = true;
    const calls: string[] = [];
    const verify = cachedTokenVerifier(
      (token) => {
        calls.push(token);
        return down
          ? Promise.reject(new Error('connect ECONNREFUSED'))
          : Promise.resolve({ user: userOf(token), expiresAt: T0 + HOUR });
      },
      { now },
    );
    await expect(verify('parent-a')).rejects.toThrow('ECONNREFUSED');
    down = false;
    expect((await verify('parent-a')).user.uid).toBe('parent-a');
    await verify('parent-a');
    expect(calls).toEqual(['parent-a', 'parent-a']);
  });

  it('holds at most maxEntries tokens, dropping the least recently used', async () => {
    const inner = fakeVerifier();
    const verify = cachedTokenVerifier(inner.verify, { now, maxEntries: 2 });
    await verify('a');
    await verify('b');
    await verify('a'); // a is now the most recently used
    await verify('c'); // evicts b
    expect(inner.calls).toEqual(['a', 'b', 'c']);
    await verify('a');
    await verify('c');
    expect(inner.calls).toEqual(['a', 'b', 'c']);
    await verify('b');
    expect(inner.calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('shares one verification between concurrent first requests', async () => {
    const inner = fakeVerifier();
    const verify = cachedTokenVerifier(inner.verify, { now });
    const answers = await Promise.all([verify('a'), verify('a'), verify('a')]);
    expect(answers.map((a) => a.user.uid)).toEqual(['a', 'a', 'a']);
    expect(inner.calls).toEqual(['a']);
  });

  it('refuses a bound that holds nothing', () => {
    expect(() => cachedTokenVerifier(fakeVerifier().verify, { maxEntries: 0 })).toThrow(
      /maxEntries/,
    );
  });
});
