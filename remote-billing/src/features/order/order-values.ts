import { browserToday } from '@portal/rules/dates';
import { checkOrderCheckout, ORDER_STEP_FIELDS } from '@portal/rules/commerce';
import type {
  CheckoutDetailsFragment,
  OrderCheckoutInput,
} from '../../common/checkout/api/commerce.generated';
import type { FlowDefinition } from '../../common/checkout/checkout-flow';

/** What the order form holds: exactly the gateway's OrderCheckoutInput, every field a string. */
export interface OrderValues {
  planCode: string;
  parentName: string;
  phone: string;
  dueDate: string;
  shippingAddress: {
    line1: string;
    line2: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
}

export const emptyOrderValues = (planCode = ''): OrderValues => ({
  planCode,
  parentName: '',
  phone: '',
  dueDate: '',
  shippingAddress: { line1: '', line2: '', city: '', region: '', postalCode: '', country: 'US' },
});

export const ORDER_STEPS = ['plan', 'details', 'shipping', 'account', 'review'] as const;

export const orderFlow: FlowDefinition<OrderValues> = {
  steps: ORDER_STEPS,
  stepFields: ORDER_STEP_FIELDS,
  validate: (values) => {
    const result = checkOrderCheckout(orderInputOf(values), { today: browserToday() });
    return result.ok ? [] : result.problems;
  },
};

export function orderInputOf(values: OrderValues): OrderCheckoutInput {
  return {
    ...values,
    shippingAddress: {
      ...values.shippingAddress,
      line2: values.shippingAddress.line2.trim() === '' ? null : values.shippingAddress.line2,
    },
  };
}

/** The form again from what the server kept of a started checkout. */
export function orderValuesFrom(checkout: CheckoutDetailsFragment): OrderValues | null {
  const details = checkout.orderDetails;
  if (!details) return null;
  return {
    planCode: checkout.plan.code,
    parentName: details.parentName,
    phone: details.phone,
    dueDate: details.dueDate,
    shippingAddress: {
      ...details.shippingAddress,
      line2: details.shippingAddress.line2 ?? '',
    },
  };
}
