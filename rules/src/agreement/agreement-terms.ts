import { giftTermCents } from '../commerce/gift-term.js';

/**
 * The storage agreement's version. A new wording is a new version: what a parent accepted stays
 * recorded with the version and values they saw, and is drawn again from them, never from today's.
 */
export const STORAGE_AGREEMENT_VERSION = '2026-11';

/** The languages the agreement is written in (the portal's). */
export const AGREEMENT_LANGUAGES = ['en', 'es'] as const;
export type AgreementLanguage = (typeof AGREEMENT_LANGUAGES)[number];

/** What is being bought: a child's plan (an order or a purchase), a gift, or a gift continued. */
export type AgreementKind = 'ORDER' | 'GIFT' | 'CONTINUATION';

/** The values an agreement states, recorded with the acceptance exactly as they were shown. */
export interface AgreementTerms {
  version: string;
  kind: AgreementKind;
  planCode: string;
  planName: string;
  /** What each renewal period costs, in cents: the contracted rate. */
  priceCents: number;
  currency: string;
  /** month or year */
  interval: string;
  /** What is charged when the checkout is paid (a continuation: nothing). */
  chargedNowCents: number;
  /** A continuation's first charge (`YYYY-MM-DD`, the end of the gift's year); null otherwise. */
  firstChargeDate: string | null;
}

export interface AgreementPlan {
  code: string;
  name: string;
  priceCents: number;
  currency: string;
  interval: string;
}

/** The agreement's values for a checkout of `kind` of `plan`, as the page shows and the gateway records. */
export function agreementTermsFor(
  kind: AgreementKind,
  plan: AgreementPlan,
  firstChargeDate: string | null = null,
): AgreementTerms {
  const chargedNowCents =
    kind === 'GIFT' ? giftTermCents(plan) : kind === 'CONTINUATION' ? 0 : plan.priceCents;
  return {
    version: STORAGE_AGREEMENT_VERSION,
    kind,
    planCode: plan.code,
    planName: plan.name,
    priceCents: plan.priceCents,
    currency: plan.currency,
    interval: plan.interval,
    chargedNowCents,
    firstChargeDate: kind === 'CONTINUATION' ? firstChargeDate : null,
  };
}

export const isAgreementLanguage = (value: string): value is AgreementLanguage =>
  (AGREEMENT_LANGUAGES as readonly string[]).includes(value);
