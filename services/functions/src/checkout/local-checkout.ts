import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CheckoutEvent, CheckoutProvider } from './checkout-provider.js';
import type { CheckoutSummary } from './gateway-checkout-client.js';
import type { PageLocale } from '../http/locale.js';

export const LOCAL_CHECKOUT_PATH = '/checkout/local';
export const LOCAL_WEBHOOK_PATH = '/checkout/webhook/local';
/** The local webhook's signature header (Stripe's format: `t=<seconds>,v1=<hex HMAC-SHA256>`). */
export const LOCAL_SIGNATURE_HEADER = 'portal-signature';
export const LOCAL_SESSION_TTL_MS = 60 * 60 * 1000;
const MAX_SESSIONS = 10_000;
/** How old a signed event may be (as Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/** 32 random bytes, base64url: unguessable, and the only thing that opens the page. */
export const LOCAL_SESSION_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface LocalCheckoutSession {
  token: string;
  checkout: CheckoutSummary;
  successUrl: string;
  cancelUrl: string;
  /** OPEN until paid; PAYING while the webhook is delivered (a second submit waits for none). */
  state: 'OPEN' | 'PAYING' | 'PAID';
  expiresAt: number;
  /** The parent's language when the portal last opened it: every page of it speaks it. */
  locale: PageLocale;
}

/**
 * The local test checkout's sessions, in this process's memory (the local stack runs one
 * functions process; with Stripe configured they are never used). One session per checkout.
 */
export class LocalCheckoutSessions {
  private readonly sessions = new Map<string, LocalCheckoutSession>();
  private readonly byCheckout = new Map<string, string>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The checkout's live session (now in `locale`), or a new one. */
  open(
    checkout: CheckoutSummary,
    urls: { successUrl: string; cancelUrl: string },
    locale: PageLocale = 'en',
  ): string {
    this.sweep();
    const existing = this.byCheckout.get(checkout.id);
    const live = existing ? this.get(existing) : null;
    if (live) {
      live.expiresAt = this.now() + LOCAL_SESSION_TTL_MS;
      live.locale = locale;
      return live.token;
    }
    if (this.sessions.size >= MAX_SESSIONS) {
      const oldest = this.sessions.values().next().value;
      if (oldest) this.remove(oldest);
    }
    const token = randomBytes(32).toString('base64url');
    this.sessions.set(token, {
      token,
      checkout,
      ...urls,
      state: 'OPEN',
      expiresAt: this.now() + LOCAL_SESSION_TTL_MS,
      locale,
    });
    this.byCheckout.set(checkout.id, token);
    return token;
  }

  /** The session, or null when unknown or expired. */
  get(token: string): LocalCheckoutSession | null {
    if (!LOCAL_SESSION_PATTERN.test(token)) return null;
    const session = this.sessions.get(token);
    if (!session) return null;
    if (session.expiresAt <= this.now()) {
      this.remove(session);
      return null;
    }
    return session;
  }

  private remove(session: LocalCheckoutSession): void {
    this.sessions.delete(session.token);
    if (this.byCheckout.get(session.checkout.id) === session.token) {
      this.byCheckout.delete(session.checkout.id);
    }
  }

  private sweep(): void {
    const now = this.now();
    for (const session of this.sessions.values()) {
      if (session.expiresAt <= now) this.remove(session);
    }
  }
}

/** Signs and verifies the local checkout's webhook events with a secret of this process. */
export class LocalWebhookSigner {
  constructor(
    private readonly secret: Buffer = randomBytes(32),
    private readonly now: () => number = Date.now,
  ) {}

  private mac(timestamp: number, payload: string): Buffer {
    return createHmac('sha256', this.secret).update(`${timestamp}.${payload}`, 'utf8').digest();
  }

  sign(payload: string): string {
    const timestamp = Math.floor(this.now() / 1000);
    return `t=${timestamp},v1=${this.mac(timestamp, payload).toString('hex')}`;
  }

  /** Whether `header` signs `payload` with this process's secret, recently. */
  verify(payload: string, header: string | undefined): boolean {
    if (!header) return false;
    const parts = header.split(',').map((part) => part.trim().split('='));
    const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
    if (!Number.isInteger(timestamp)) return false;
    if (Math.abs(this.now() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
    const expected = this.mac(timestamp, payload);
    return parts
      .filter(([key, value]) => key === 'v1' && value && /^[0-9a-f]{64}$/.test(value))
      .some(([, value]) => timingSafeEqual(Buffer.from(value ?? '', 'hex'), expected));
  }
}

/** The Stripe-shaped event the local checkout sends itself once a test card pays. */
export function localPaidEvent(session: LocalCheckoutSession): CheckoutEvent {
  return {
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        // Stable per session: the gateway records one payment reference per checkout.
        id: `cs_local_${session.token.slice(0, 24)}`,
        // A continuation charges nothing until the gift's term ends.
        ...(session.checkout.kind === 'CONTINUATION'
          ? { payment_status: 'no_payment_required', amount_total: 0 }
          : { payment_status: 'paid', amount_total: session.checkout.amountCents }),
        currency: session.checkout.currency,
        client_reference_id: session.checkout.id,
        metadata: { checkoutId: session.checkout.id },
      },
    },
  };
}

/** Payments without a provider: this service's own test checkout page. */
export function localCheckoutProvider(options: {
  publicUrl: string;
  sessions: LocalCheckoutSessions;
}): CheckoutProvider {
  const base = options.publicUrl.replace(/\/$/, '');
  return {
    name: 'local',
    async createCheckoutSession({ checkout, successUrl, cancelUrl, locale }) {
      const token = options.sessions.open(checkout, { successUrl, cancelUrl }, locale);
      return { redirectUrl: `${base}${LOCAL_CHECKOUT_PATH}/${token}` };
    },
  };
}
