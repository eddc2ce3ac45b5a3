/**
 * The gateway's rate limits: the one table (services/README.md, "Rate limits", lists it with
 * the functions service's own, services/functions/src/limits/rate-limits.ts).
 *
 * Each limit is a budget per account (the verified uid) and a budget per client address, each
 * `points` calls in a fixed window of `durationSeconds` that starts with the first call. A
 * call spends one point of both; over either, the call is refused with 429 RATE_LIMITED and
 * `Retry-After` (the seconds until that window ends).
 *
 * The per-address budgets are sized for a hospital ward (or a bank office) behind one NAT
 * address, and so for the local stack and the e2e suites, where every test parent calls from
 * 127.0.0.1. Tests pass smaller tables through createGateway's `rateLimits`; there is no
 * environment value that turns them off.
 */

export interface RateLimitBudget {
  readonly points: number;
  readonly durationSeconds: number;
}

export interface RateLimit {
  readonly perAccount: RateLimitBudget;
  readonly perAddress: RateLimitBudget;
}

const MINUTE = 60;

export const RATE_LIMITS = {
  /** user.createUser: sign-up and each Google sign-in (idempotent; a retry is fine). */
  createUser: {
    perAccount: { points: 10, durationSeconds: 10 * MINUTE },
    perAddress: { points: 120, durationSeconds: 10 * MINUTE },
  },
  /** startOrderCheckout, startGiftCheckout and startContinuationCheckout: each makes a row and, with Stripe, a session. */
  checkoutStart: {
    perAccount: { points: 20, durationSeconds: 10 * MINUTE },
    perAddress: { points: 300, durationSeconds: 10 * MINUTE },
  },
  /** redeemGift: also bounds guessing codes. */
  giftRedemption: {
    perAccount: { points: 10, durationSeconds: 10 * MINUTE },
    perAddress: { points: 120, durationSeconds: 10 * MINUTE },
  },
  /**
   * saveMedicalFormDraft. The page saves 800 ms after the last keystroke, one save at a time,
   * and saves again at once when more was typed meanwhile: at most one save per keystroke and
   * one per round trip. 1,200 a minute (20 a second, sustained) is above the fastest typist's
   * pace at any round trip; a save over it is kept by the page and retried.
   */
  draftSave: {
    perAccount: { points: 1200, durationSeconds: MINUTE },
    perAddress: { points: 6000, durationSeconds: MINUTE },
  },
  /** requestPickup (a request or a change) and cancelPickup. */
  pickupRequest: {
    perAccount: { points: 30, durationSeconds: 10 * MINUTE },
    perAddress: { points: 600, durationSeconds: 10 * MINUTE },
  },
  /**
   * startReleaseRequest, cancelReleaseRequest and answerReleaseRequest: each tells the family
   * (bell, email and text as chosen).
   */
  releaseRequest: {
    perAccount: { points: 20, durationSeconds: 10 * MINUTE },
    perAddress: { points: 300, durationSeconds: 10 * MINUTE },
  },
  /**
   * POST /releases/files (files/release-file-routes.ts): each stores up to 10 MB. A request needs
   * two files and each answer at most five; retries with the same key count too.
   */
  releaseFileUpload: {
    perAccount: { points: 30, durationSeconds: 10 * MINUTE },
    perAddress: { points: 300, durationSeconds: 10 * MINUTE },
  },
  /** family.invite: each sends an email to an address the holder typed. */
  familyInvite: {
    perAccount: { points: 10, durationSeconds: 10 * MINUTE },
    perAddress: { points: 120, durationSeconds: 10 * MINUTE },
  },
  /** family.accept, cancelInvitation, revoke and leave. */
  familyChange: {
    perAccount: { points: 30, durationSeconds: 10 * MINUTE },
    perAddress: { points: 600, durationSeconds: 10 * MINUTE },
  },
  /** Every staff operation (each field of Query.staff and Mutation.staff), by the staff uid. */
  staffOperation: {
    perAccount: { points: 300, durationSeconds: MINUTE },
    perAddress: { points: 1200, durationSeconds: MINUTE },
  },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitTable = Readonly<Record<RateLimitName, RateLimit>>;

/**
 * Which limit each field spends, by type: a limit name for every field of the type (so a
 * staff operation added later is limited too), or one per field. The HTTP routes beside the
 * schema spend theirs themselves (releaseFileUpload).
 */
export const RATE_LIMITED_FIELDS: Readonly<
  Record<string, RateLimitName | Readonly<Record<string, RateLimitName>>>
> = {
  UserMutations: { createUser: 'createUser' },
  FamilyMutations: {
    invite: 'familyInvite',
    accept: 'familyChange',
    cancelInvitation: 'familyChange',
    revoke: 'familyChange',
    leave: 'familyChange',
  },
  Mutation: {
    startOrderCheckout: 'checkoutStart',
    startGiftCheckout: 'checkoutStart',
    startContinuationCheckout: 'checkoutStart',
    redeemGift: 'giftRedemption',
    saveMedicalFormDraft: 'draftSave',
    requestPickup: 'pickupRequest',
    cancelPickup: 'pickupRequest',
    startReleaseRequest: 'releaseRequest',
    cancelReleaseRequest: 'releaseRequest',
    answerReleaseRequest: 'releaseRequest',
  },
  StaffQuery: 'staffOperation',
  StaffMutation: 'staffOperation',
};

/** The table with some limits replaced (tests use small ones). */
export function rateLimitTable(overrides: Partial<RateLimitTable> = {}): RateLimitTable {
  return { ...RATE_LIMITS, ...overrides };
}
