import type { Logger } from 'pino';
import type { AccountDirectory } from '../auth/account-directory.js';
import { safeErrorFields } from '../safe-error-log.js';
import { tooManyLiveStreams, type LiveStreamLimits } from './live-stream-limits.js';

/** Why the gateway ended a stream. */
export type StreamEnding =
  /** The account opened more streams than it may hold: its oldest made room. */
  | 'replaced'
  /** The ID token the stream was opened with expired. */
  | 'expired'
  /** The account was disabled or deleted (seen at a periodic check). */
  | 'disabled';

export interface StreamHolder {
  uid: string;
  /** The opening token's `exp`, in ms since the epoch (absent: no expiry timer). */
  tokenExpiresAt?: number;
}

export interface Admission {
  /** Gives the stream's place back (it ended, or its client went away). Idempotent. */
  release(): void;
}

export interface LiveStreamRegistry {
  /**
   * Counts a new stream of `holder` in, or throws SERVICE_UNAVAILABLE at the instance cap. When
   * the account already holds its maximum, its oldest stream is ended ('replaced') first.
   * `end` is called at most once, when the gateway ends this stream.
   */
  admit(holder: StreamHolder, end: (reason: StreamEnding) => void): Admission;
  /** Throws SERVICE_UNAVAILABLE when the instance holds its maximum (a cheap early refusal). */
  refuseWhenFull(): void;
  /** Open streams on this instance. */
  readonly size: number;
}

interface Entry {
  holder: StreamHolder;
  end: (reason: StreamEnding) => void;
  expiry: ReturnType<typeof setTimeout> | null;
}

/** setTimeout's longest delay; a later expiry is re-armed when this one fires. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The open streams of one gateway instance, by account: the per-account and per-instance caps,
 * each stream's end at its token's expiry, and one periodic check of the accounts that hold
 * streams (a batch lookup per interval, not one per stream). When the directory cannot be
 * reached the streams stay until the next check (each still ends at its token's expiry).
 */
export function createLiveStreamRegistry(options: {
  limits: LiveStreamLimits;
  logger: Logger;
  /** Without `findDisabled` no account is checked (streams still end at token expiry). */
  accounts?: AccountDirectory | undefined;
  now?: () => number;
}): LiveStreamRegistry {
  const { limits, logger } = options;
  const now = options.now ?? Date.now;
  // Insertion order: a Set's first entry is the account's oldest stream.
  const byAccount = new Map<string, Set<Entry>>();
  let size = 0;
  let checkTimer: ReturnType<typeof setInterval> | null = null;
  let checking = false;

  function remove(entry: Entry): boolean {
    const entries = byAccount.get(entry.holder.uid);
    if (!entries?.delete(entry)) return false;
    if (entries.size === 0) byAccount.delete(entry.holder.uid);
    if (entry.expiry) clearTimeout(entry.expiry);
    size -= 1;
    if (size === 0 && checkTimer) {
      clearInterval(checkTimer);
      checkTimer = null;
    }
    return true;
  }

  function endEntry(entry: Entry, reason: StreamEnding): void {
    if (remove(entry)) entry.end(reason);
  }

  function armExpiry(entry: Entry): void {
    const expiresAt = entry.holder.tokenExpiresAt;
    if (expiresAt === undefined) return;
    const left = expiresAt - now();
    entry.expiry = setTimeout(
      () => (left > MAX_TIMER_MS ? armExpiry(entry) : endEntry(entry, 'expired')),
      Math.max(0, Math.min(left, MAX_TIMER_MS)),
    );
    // The server's open connections keep the process alive; this timer alone must not.
    entry.expiry.unref();
  }

  async function checkAccounts(): Promise<void> {
    const findDisabled = options.accounts?.findDisabled?.bind(options.accounts);
    if (!findDisabled || checking || byAccount.size === 0) return;
    checking = true;
    try {
      const gone = await findDisabled([...byAccount.keys()]);
      for (const uid of gone) {
        for (const entry of [...(byAccount.get(uid) ?? [])]) endEntry(entry, 'disabled');
      }
    } catch (error) {
      logger.warn({ err: safeErrorFields(error) }, 'live streams: account check unavailable');
    } finally {
      checking = false;
    }
  }

  function refuseWhenFull(): void {
    if (size >= limits.maxStreamsPerInstance) throw tooManyLiveStreams();
  }

  return {
    admit(holder, end) {
      refuseWhenFull();
      let entries = byAccount.get(holder.uid);
      while (entries && entries.size >= limits.maxStreamsPerAccount) {
        const oldest = entries.values().next().value;
        if (!oldest) break;
        endEntry(oldest, 'replaced');
        entries = byAccount.get(holder.uid);
      }
      const entry: Entry = { holder, end, expiry: null };
      if (!entries) {
        entries = new Set();
        byAccount.set(holder.uid, entries);
      }
      entries.add(entry);
      size += 1;
      armExpiry(entry);
      if (!checkTimer && options.accounts?.findDisabled) {
        checkTimer = setInterval(() => void checkAccounts(), limits.accountCheckIntervalMs);
        checkTimer.unref();
      }
      return { release: () => void remove(entry) };
    },
    refuseWhenFull,
    get size() {
      return size;
    },
  };
}
