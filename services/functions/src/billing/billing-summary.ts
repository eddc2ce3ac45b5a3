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
    }[];
  }[];
}
