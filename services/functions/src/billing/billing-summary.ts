/** The payment provider's references of a subscription, which the billing page acts on. */
export interface ProviderRefs {
  /** stripe or local: only the local provider's subscriptions are changed on the local page. */
  name: string;
  checkoutId: string;
  subscriptionRef: string;
  currentPeriodStart: string;
  /** The unpaid renewal's invoice (PAST_DUE), which a retry pays. */
  openInvoiceRef: string | null;
  openInvoiceNumber: string | null;
}

/** The storage subscription of one order (card: brand, last four and expiry only). */
export interface SubscriptionSummary {
  status: 'ACTIVE' | 'PAST_DUE' | 'CANCELED';
  nextRenewalAt: string | null;
  endsAt: string | null;
  cancelAtPeriodEnd: boolean;
  /** The child's unit was released or transferred: the plan ends and cannot be kept. */
  endReason?: 'RELEASED' | 'TRANSFERRED' | null;
  pastDueSince: string | null;
  amountCents: number;
  currency: string;
  interval: string;
  /** The end of the period paid for (a cancelled plan ends then). */
  currentPeriodEnd?: string;
  card: { brand: string; last4: string; expMonth?: number; expYear?: number } | null;
  provider?: ProviderRefs;
}

/** What the local billing page shows: the parent and, per child, the plan and invoices. */
export interface BillingSummary {
  name: string | null;
  email: string | null;
  orders: OrderSummary[];
}

export interface OrderSummary {
  id: string;
  childName: string | null;
  plan: { code: string; name: string; priceCents: number; currency: string; interval: string };
  invoices: {
    id: string;
    number: string;
    amountCents: number;
    currency: string;
    status: string;
    issuedAt: string;
    url?: string | null;
  }[];
  /** The storage subscription; absent or null without one. */
  subscription?: SubscriptionSummary | null;
  notice?: { kind: string; date: string; respondBy: string | null } | null;
}
