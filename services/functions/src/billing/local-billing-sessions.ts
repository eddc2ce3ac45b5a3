import { randomBytes } from 'node:crypto';
import type { BillingSummary } from './billing-summary.js';

export const SESSION_TTL_MS = 30 * 60 * 1000;
const MAX_SESSIONS = 10_000;
/** 32 random bytes, base64url: unguessable, and the only thing that opens the page. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

interface Session {
  summary: BillingSummary;
  expiresAt: number;
}

/**
 * Short-lived local billing sessions, in this process's memory (the local stack runs one
 * functions process; a deployment with Stripe configured never uses them).
 */
export class LocalBillingSessions {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly now: () => number = Date.now) {}

  create(summary: BillingSummary): string {
    this.sweep();
    if (this.sessions.size >= MAX_SESSIONS) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    const id = randomBytes(32).toString('base64url');
    this.sessions.set(id, { summary, expiresAt: this.now() + SESSION_TTL_MS });
    return id;
  }

  /** The session's summary, or null when unknown or expired. */
  get(id: string): BillingSummary | null {
    if (!SESSION_ID_PATTERN.test(id)) return null;
    const session = this.sessions.get(id);
    if (!session) return null;
    if (session.expiresAt <= this.now()) {
      this.sessions.delete(id);
      return null;
    }
    return session.summary;
  }

  get size(): number {
    return this.sessions.size;
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, session] of this.sessions) {
      if (session.expiresAt <= now) this.sessions.delete(id);
    }
  }
}
