import { randomBytes } from 'node:crypto';
import type { BillingSummary } from './billing-summary.js';
import type { PageLocale } from '../http/locale.js';

export const SESSION_TTL_MS = 30 * 60 * 1000;
const MAX_SESSIONS = 10_000;
/** 32 random bytes, base64url: unguessable, and the only thing that opens the page. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A short message the billing page shows once, after an action. */
export interface BillingFlash {
  kind: 'done' | 'problem';
  text: string;
}

export interface LocalBillingSession {
  readonly id: string;
  /** The parent's billing as last read from the gateway. */
  summary: BillingSummary;
  /**
   * The parent's ID token, to re-read their billing after an action (as them: the gateway
   * answers their own orders only). In memory, for the session's lifetime; never logged.
   */
  readonly idToken: string | null;
  /** The child the portal was looking at when billing was opened: shown first. */
  readonly focusOrderId: string | null;
  /** Every form of the page carries it; a post without it is refused. */
  readonly csrfToken: string;
  flash: BillingFlash | null;
  expiresAt: number;
  /** The parent's language when the portal opened it: every page of the session speaks it. */
  locale: PageLocale;
}

/**
 * Short-lived local billing sessions, in this process's memory (the local stack runs one
 * functions process; a deployment with Stripe configured never uses them).
 */
export class LocalBillingSessions {
  private readonly sessions = new Map<string, LocalBillingSession>();

  constructor(private readonly now: () => number = Date.now) {}

  create(
    summary: BillingSummary,
    options: {
      idToken?: string;
      focusOrderId?: string | undefined;
      locale?: PageLocale | undefined;
    } = {},
  ): string {
    this.sweep();
    if (this.sessions.size >= MAX_SESSIONS) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    const id = randomBytes(32).toString('base64url');
    this.sessions.set(id, {
      id,
      summary,
      idToken: options.idToken ?? null,
      focusOrderId: options.focusOrderId ?? null,
      csrfToken: randomBytes(32).toString('base64url'),
      flash: null,
      expiresAt: this.now() + SESSION_TTL_MS,
      locale: options.locale ?? 'en',
    });
    return id;
  }

  /** The live session, or null when unknown or expired. */
  find(id: string): LocalBillingSession | null {
    if (!SESSION_ID_PATTERN.test(id)) return null;
    const session = this.sessions.get(id);
    if (!session) return null;
    if (session.expiresAt <= this.now()) {
      this.sessions.delete(id);
      return null;
    }
    return session;
  }

  /** The session's summary, or null when unknown or expired. */
  get(id: string): BillingSummary | null {
    return this.find(id)?.summary ?? null;
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
