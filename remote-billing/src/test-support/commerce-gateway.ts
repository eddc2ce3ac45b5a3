import { graphql, http, HttpResponse } from 'msw';

/** The plans as a gateway answers them (tests change them to prove the page reads data). */
export const PLANS = [
  {
    __typename: 'Plan',
    code: 'annual',
    name: 'Annual storage',
    description: 'Collection, processing and a year of storage, renewed yearly.',
    priceCents: 17_500,
    currency: 'usd',
    interval: 'year',
    included: ['Collection kit shipped to you', 'Courier pick-up from the hospital'],
  },
  {
    __typename: 'Plan',
    code: 'monthly',
    name: 'Monthly storage',
    description: 'The same care, paid month by month.',
    priceCents: 1_500,
    currency: 'usd',
    interval: 'month',
    included: ['Collection kit shipped to you'],
  },
];

export const gateway = graphql.link('http://gateway.test/graphql');

export interface CommerceCalls {
  starts: {
    input: Record<string, unknown>;
    idempotencyKey: string;
    /** The storage agreement the page sent as accepted (AgreementAcceptanceInput). */
    agreement?: { version: string; language: string; priceCents: number };
  }[];
  sessions: unknown[];
}

/** Ticks the review's "I have read and accept the storage agreement." (in English). */
export const AGREEMENT_CHECKBOX = /^I have read and accept the storage agreement\./;

/** A checkout as the gateway answers it, from what was typed. */
export function checkoutOf(
  input: Record<string, unknown>,
  overrides: Record<string, unknown> = {},
) {
  const plan = PLANS.find((candidate) => candidate.code === input['planCode']) ?? PLANS[0];
  const address = input['shippingAddress'] as Record<string, unknown> | undefined;
  return {
    __typename: 'Checkout',
    id: 'co_1',
    reference: 'CB-7K3M9Q',
    kind: address ? 'ORDER' : 'GIFT',
    status: 'OPEN',
    amountCents: plan?.priceCents,
    currency: 'usd',
    createdAt: new Date().toISOString(),
    paidAt: null,
    plan,
    orderDetails: address
      ? {
          __typename: 'OrderCheckoutDetails',
          parentName: input['parentName'],
          phone: input['phone'],
          dueDate: input['dueDate'],
          shippingAddress: { __typename: 'Address', ...address, line2: address['line2'] ?? null },
        }
      : null,
    giftDetails: address
      ? null
      : {
          __typename: 'GiftCheckoutDetails',
          giverName: input['giverName'],
          recipientName: input['recipientName'],
          recipientEmail: input['recipientEmail'],
          message: input['message'] ?? null,
        },
    order: null,
    giftCode: null,
    giftRedeemed: null,
    ...overrides,
  };
}

/** The gateway's CONFLICT for an agreement whose price is no longer the plan's. */
export function agreementConflict(
  message: string,
  reason: 'AGREEMENT_CHANGED' | 'AGREEMENT_PRICE_CHANGED' = 'AGREEMENT_PRICE_CHANGED',
) {
  return HttpResponse.json<{
    errors: { message: string; extensions: { code: string; reason: string } }[];
  }>({
    errors: [{ message, extensions: { code: 'CONFLICT', reason } }],
  });
}

/** MSW handlers for plans, starting an order checkout and the functions' payment page. */
export function commerceHandlers(calls: CommerceCalls, plans = () => PLANS) {
  return [
    gateway.query('Plans', () => HttpResponse.json({ data: { plans: plans() } })),
    gateway.mutation('StartOrderCheckout', ({ variables }) => {
      const { input, idempotencyKey, agreement } = variables as CommerceCalls['starts'][number];
      calls.starts.push({ input, idempotencyKey, agreement });
      return HttpResponse.json({ data: { startOrderCheckout: checkoutOf(input) } });
    }),
    http.post('http://functions.test/checkout/session', async ({ request }) => {
      calls.sessions.push(await request.json());
      return HttpResponse.json({
        data: { redirectUrl: 'http://functions.test/checkout/local/s1' },
      });
    }),
  ];
}
