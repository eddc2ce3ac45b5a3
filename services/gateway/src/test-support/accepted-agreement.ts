import { STORAGE_AGREEMENT_VERSION } from '@portal/rules/agreement';

/** The seeded plans' prices (migration 006), which an acceptance must state. */
const SEEDED_PRICES: Record<string, number> = { annual: 17500, monthly: 1500 };

/** The storage agreement of `planCode` as a checkout page accepts it (in English by default). */
export function acceptedAgreement(planCode: string, language = 'en') {
  // A plan that does not exist states no price (the gateway answers NOT_FOUND first).
  const priceCents = SEEDED_PRICES[planCode] ?? 0;
  return { version: STORAGE_AGREEMENT_VERSION, language, priceCents };
}

/** The same acceptance written into a GraphQL document, for a mutation sent without variables. */
export function agreementLiteral(planCode: string): string {
  const { version, language, priceCents } = acceptedAgreement(planCode);
  return `{ version: ${JSON.stringify(version)}, language: ${JSON.stringify(language)}, priceCents: ${priceCents} }`;
}
