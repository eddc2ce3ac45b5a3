import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { AccountDirectory } from '../auth/account-directory.js';
import { safeErrorFields } from '../safe-error-log.js';
import { tooManyLiveStreams, type LiveStreamLimits } from './live-stream-limits.js';
import type { SharedStream, SharedStreamCount } from './shared-stream-count.js';

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
  /**
   * Settles once the stream is counted with the account's streams on every instance (at once
   * without a shared count); an oldest stream replaced on this instance has ended by then.
   */
  counted: Promise<void>;
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
  shared: SharedStream;
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
  /**
   * The account's streams on every instance (PostgreSQL); without it the per-account cap
   * counts this instance's streams only (PGlite: one process).
   */
  shared?: SharedStreamCount | undefined;
  now?: () => number;
}): LiveStreamRegistry {
  const { limits, logger } = options;
  const now = options.now ?? Date.now;
  // Insertion order: a Set's first entry is the account's oldest stream.
  const byAccount = new Map<string, Set<Entry>>();
  const byId = new Map<string, Entry>();
  let size = 0;
  let checkTimer: ReturnType<typeof setInterval> | null = null;
  let renewTimer: ReturnType<typeof setInterval> | null = null;
  let checking = false;
  let renewing = false;
  const { shared } = options;
  /** Streams being counted out: a new one is counted after them, so none is replaced twice. */
  const closes = new Set<Promise<void>>();

  function remove(entry: Entry): boolean {
    const entries = byAccount.get(entry.holder.uid);
    if (!entries?.delete(entry)) return false;
    if (entries.size === 0) byAccount.delete(entry.holder.uid);
    byId.delete(entry.shared.id);
    if (entry.expiry) clearTimeout(entry.expiry);
    size -= 1;
    if (size === 0 && checkTimer) {
      clearInterval(checkTimer);
      checkTimer = null;
    }
    if (size === 0 && renewTimer) {
      clearInterval(renewTimer);
      renewTimer = null;
    }
    if (shared) {
      const closing = shared.close(entry.shared.id).catch(() => undefined);
      closes.add(closing);
      void closing.finally(() => closes.delete(closing));
    }
    return true;
  }

  function endReplaced(ids: readonly string[]): void {
    for (const id of ids) {
      const entry = byId.get(id);
      if (entry) endEntry(entry, 'replaced');
    }
  }

  /** Renews this instance's leases; ends the streams another instance replaced. */
  async function renewShared(): Promise<void> {
    if (!shared || renewing || size === 0) return;
    renewing = true;
    try {
      endReplaced(await shared.renew([...byId.values()].map((entry) => entry.shared)));
    } catch (error) {
      logger.warn({ err: safeErrorFields(error) }, 'live streams: shared count unavailable');
    } finally {
      renewing = false;
    }
  }

  async function countShared(entry: Entry): Promise<void> {
    if (!shared) return;
    await Promise.all([...closes]);
    try {
      endReplaced(await shared.open(entry.shared, limits.maxStreamsPerAccount));
    } catch (error) {
      // The stream stays (its instance's own caps still hold); the next renewal counts it.
      logger.warn({ err: safeErrorFields(error) }, 'live streams: shared count unavailable');
    }
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
      const entry: Entry = {
        shared: { id: randomUUID(), uid: holder.uid, openedAt: now() },
        holder,
        end,
        expiry: null,
      };
      if (!entries) {
        entries = new Set();
        byAccount.set(holder.uid, entries);
      }
      entries.add(entry);
      byId.set(entry.shared.id, entry);
      size += 1;
      armExpiry(entry);
      if (!checkTimer && options.accounts?.findDisabled) {
        checkTimer = setInterval(() => void checkAccounts(), limits.accountCheckIntervalMs);
        checkTimer.unref();
      }
      if (!renewTimer && shared) {
        renewTimer = setInterval(() => void renewShared(), limits.sharedRenewalMs);
        renewTimer.unref();
      }
      return { release: () => void remove(entry), counted: countShared(entry) };
    },
    refuseWhenFull,
    get size() {
      return size;
    },
  };
}
