import { checkGiftCheckout, GIFT_STEP_FIELDS } from '@portal/rules/commerce';
import type { CheckoutDetailsFragment } from '../../common/checkout/api/commerce.generated';
import type { FlowDefinition } from '../../common/checkout/checkout-flow';

export interface GiftValues {
  planCode: string;
  giverName: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

export const emptyGiftValues = (): GiftValues => ({
  planCode: '',
  giverName: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
});

export const giftFlow: FlowDefinition<GiftValues> = {
  steps: ['plan', 'recipient', 'account', 'review'],
  stepFields: GIFT_STEP_FIELDS,
  validate: (values) => {
    const result = checkGiftCheckout(values);
    return result.ok ? [] : result.problems;
  },
};

export function giftValuesFrom(checkout: CheckoutDetailsFragment): GiftValues | null {
  const details = checkout.giftDetails;
  if (!details) return null;
  return { planCode: checkout.plan.code, ...details, message: details.message ?? '' };
}
