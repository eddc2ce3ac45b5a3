import { createHash } from 'node:crypto';
import type { VerifiedIdToken, VerifyIdToken } from './firebase-token-verifier.js';

export interface TokenCacheOptions {
  /** Verified tokens kept at most; the least recently used goes first. */
  maxEntries?: number;
  /** Milliseconds since the epoch (injected so tests can travel in time). */
  now?: () => number;
}

/** Enough for every parent signed in at once on one gateway (one token per hour each). */
export const DEFAULT_TOKEN_CACHE_ENTRIES = 5000;

/** Keys are hashes: a heap dump of the cache holds no usable token. */
const keyOf = (idToken: string) => createHash('sha256').update(idToken).digest('base64url');

/**
 * Verifies each ID token once and answers from memory until the token's own `exp`, so every
 * request after a token's first pays no verification (in emulator mode: no account lookup in
 * the emulator). Only successful verifications are kept; a rejected or failed one is asked
 * again next time. Concurrent first requests with the same token share one verification.
 *
 * A token is trusted until its `exp` once verified, as firebase-admin itself does outside
 * emulator mode (no revocation check there): an account disabled in the emulator after its
 * token was seen keeps that token, at most an hour, and its next token is refused.
 */
export function cachedTokenVerifier(
  verify: VerifyIdToken,
  options: TokenCacheOptions = {},
): VerifyIdToken {
  const maxEntries = options.maxEntries ?? DEFAULT_TOKEN_CACHE_ENTRIES;
  const now = options.now ?? Date.now;
  if (!Number.isInteger(maxEntries) || maxEntries < 1) {
    throw new Error(`maxEntries must be a positive integer, got ${maxEntries}`);
  }
  // Insertion order is recency order: a hit moves its entry to the end.
  const verified = new Map<string, VerifiedIdToken>();
  const pending = new Map<string, Promise<VerifiedIdToken>>();

  function remember(key: string, result: VerifiedIdToken): void {
    if (result.expiresAt <= now()) return;
    verified.delete(key);
    verified.set(key, result);
    while (verified.size > maxEntries) {
      const oldest = verified.keys().next().value;
      if (oldest === undefined) break;
      verified.delete(oldest);
    }
  }

  return (idToken) => {
    const key = keyOf(idToken);
    const hit = verified.get(key);
    if (hit) {
      verified.delete(key);
      if (hit.expiresAt > now()) {
        verified.set(key, hit);
        return Promise.resolve(hit);
      }
    }
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const verification = verify(idToken).then(
      (result) => {
        pending.delete(key);
        remember(key, result);
        return result;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, verification);
    return verification;
  };
}
