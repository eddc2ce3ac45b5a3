/** What the local billing page shows: the parent and, per child, the plan and invoices. */
export interface BillingSummary {
  name: string | null;
  email: string | null;
  orders: {
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
    /** The storage subscription (card: brand and last four only); absent or null without one. */
    subscription?: {
      status: 'ACTIVE' | 'PAST_DUE' | 'CANCELED';
      nextRenewalAt: string | null;
      endsAt: string | null;
      cancelAtPeriodEnd: boolean;
      pastDueSince: string | null;
      amountCents: number;
      currency: string;
      interval: string;
      card: { brand: string; last4: string } | null;
    } | null;
    notice?: { kind: string; date: string; respondBy: string | null } | null;
  }[];
}
