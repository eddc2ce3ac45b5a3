/**
 * A plan year's statement (issue 48), computed from recorded values only: the order's start,
 * its paid invoices and refunds, the contracted rate of the agreement that governs it, and the
 * renewal the subscription holds. The same records give the same statement.
 */

/** A charge as the invoices record it. */
export interface StatementCharge {
  at: Date;
  /** The invoice's number (the receipt's reference). */
  number: string;
  amountCents: number;
  currency: string;
  receiptUrl: string | null;
}

/** A refund of a payment the child did not need (a checkout refunded by the gateway). */
export interface StatementRefund {
  at: Date;
  reference: string;
  amountCents: number;
  currency: string;
}

export interface StatementContract {
  /** The contracted rate per period. */
  priceCents: number;
  currency: string;
  interval: string;
  planName: string;
  version: string;
  acceptedAt: Date;
}

export interface StatementRecords {
  orderStart: Date;
  planName: string;
  /** The plan's rate today, the one shown when no agreement is on record. */
  planPriceCents: number;
  currency: string;
  interval: string;
  contract: StatementContract | null;
  charges: StatementCharge[];
  refunds: StatementRefund[];
  /** The card on file (brand and last four), which the plan's charges are made to. */
  card: { brand: string; last4: string } | null;
  /** Storage a gift paid for, until then; null when no gift paid. */
  giftPaidUntil: Date | null;
  /** The next renewal and what it will charge; null when the plan does not renew. */
  nextRenewal: { at: Date; amountCents: number } | null;
}

export interface PlanYearStatement {
  year: number;
  /** The latest year written (the one that says whether and when the plan renews). */
  latest: boolean;
  from: Date;
  /** The year's last instant is just before `until`. */
  until: Date;
  planName: string;
  interval: string;
  currency: string;
  /** The contracted rate, or null when no agreement is on record. */
  contract: StatementContract | null;
  /** The rate that applies when there is no contract (the plan's). */
  rateCents: number;
  charges: (StatementCharge & { differsFromContract: boolean })[];
  refunds: StatementRefund[];
  card: { brand: string; last4: string } | null;
  giftPaidUntil: Date | null;
  totalCents: number;
  /** Only on the year the next renewal falls in. */
  nextRenewal: { at: Date; amountCents: number; differsFromContract: boolean } | null;
}

/** The start of plan year `year` (1 for the first): the order's start, `year - 1` years on. */
export function planYearStart(orderStart: Date, year: number): Date {
  const start = new Date(orderStart);
  start.setUTCFullYear(orderStart.getUTCFullYear() + year - 1);
  return start;
}

/** The plan year `at` falls in (1 for the first; an instant before the start counts in the first). */
export function planYearOf(orderStart: Date, at: Date): number {
  let year = 1;
  while (planYearStart(orderStart, year + 1).getTime() <= at.getTime()) year += 1;
  return year;
}

/**
 * The plan years a statement is written for: from the first to the one holding `now` or the
 * latest charge or refund, whichever is later.
 */
export function statementYears(records: StatementRecords, now: Date): number[] {
  const latest = Math.max(
    now.getTime(),
    ...records.charges.map((charge) => charge.at.getTime()),
    ...records.refunds.map((refund) => refund.at.getTime()),
  );
  const last = planYearOf(records.orderStart, new Date(latest));
  return Array.from({ length: last }, (_, index) => index + 1);
}

/**
 * Year `year`'s statement: its charges and refunds in date order and their total; the latest
 * year's (`latestYear`) also says when the plan renews next and at what rate.
 */
export function planYearStatement(
  records: StatementRecords,
  year: number,
  latestYear: number,
): PlanYearStatement {
  const from = planYearStart(records.orderStart, year);
  const until = planYearStart(records.orderStart, year + 1);
  const inYear = (at: Date) => planYearOf(records.orderStart, at) === year;
  const contracted = records.contract?.priceCents ?? null;
  const differs = (amountCents: number) => contracted !== null && amountCents !== contracted;
  const charges = records.charges
    .filter((charge) => inYear(charge.at))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.number.localeCompare(b.number))
    .map((charge) => ({ ...charge, differsFromContract: differs(charge.amountCents) }));
  const refunds = records.refunds
    .filter((refund) => inYear(refund.at))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const totalCents =
    charges.reduce((sum, charge) => sum + charge.amountCents, 0) -
    refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  const renewal = records.nextRenewal;
  return {
    year,
    latest: year === latestYear,
    from,
    until,
    planName: records.contract?.planName ?? records.planName,
    interval: records.contract?.interval ?? records.interval,
    currency: records.contract?.currency ?? records.currency,
    contract: records.contract,
    rateCents: contracted ?? records.planPriceCents,
    charges,
    refunds,
    card: records.card,
    giftPaidUntil: records.giftPaidUntil,
    totalCents,
    nextRenewal:
      renewal && year === latestYear
        ? { ...renewal, differsFromContract: differs(renewal.amountCents) }
        : null,
  };
}
