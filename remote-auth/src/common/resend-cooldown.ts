import { onSignedOut } from '@portal/shared';

/** How long the "Resend email" button waits after each verification email. */
export const RESEND_COOLDOWN_MS = 60_000;

const STORAGE_KEY = 'portal.auth.verification-sent-at';

// Kept in session storage too, so a reload does not reopen the button early; in memory when
// storage is unavailable (private modes, sandboxed frames).
let memory: Record<string, number> = {};

function load(): Record<string, number> {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (raw) {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object') return parsed as Record<string, number>;
    }
  } catch {
    // Unreadable storage: the in-memory copy is all there is.
  }
  return memory;
}

function save(sent: Record<string, number>): void {
  memory = sent;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(sent));
  } catch {
    // Storage full or disabled: memory keeps the cooldown for this page.
  }
}

/** When the last verification email for this user was sent from this tab, or null. */
export function verificationSentAt(userId: string): number | null {
  const at = load()[userId];
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}

/** Remembers that a verification email was just sent to this user. */
export function markVerificationSent(userId: string, at: number = Date.now()): void {
  save({ ...load(), [userId]: at });
}

/** Milliseconds until another email may be asked for (0 when it may be now). */
export function cooldownRemaining(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.min(RESEND_COOLDOWN_MS, sentAt + RESEND_COOLDOWN_MS - now));
}

/** Forgets every cooldown: on sign-out (they name the account), and in tests. */
export function resetVerificationCooldowns(): void {
  memory = {};
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

// Sign-out leaves no trace of the account in this tab, its uid included.
onSignedOut(resetVerificationCooldowns);
