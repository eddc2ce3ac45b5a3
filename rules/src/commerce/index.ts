export {
  checkGiftCheckout,
  checkMailingAddress,
  checkOrderCheckout,
  DUE_DATE_MAX_DAYS_AHEAD,
  DUE_DATE_MAX_DAYS_PAST,
  isEmailAddress,
  SHIPPING_COUNTRIES,
  type Address,
  type AddressInput,
  type Checked,
  type CommerceProblem,
  type GiftCheckout,
  type GiftCheckoutInput,
  type OrderCheckout,
  type OrderCheckoutInput,
  type ShippingCountry,
} from './checkout-input.js';
export {
  GIFT_STEP_FIELDS,
  isIdempotencyKey,
  ORDER_STEP_FIELDS,
  problemsInStep,
} from './checkout-steps.js';
export {
  GIFT_CODE_ALPHABET,
  GIFT_CODE_GROUPS,
  GIFT_CODE_MESSAGE,
  giftCodeProblem,
  newGiftCode,
  normaliseGiftCode,
} from './gift-code.js';
export { GIFT_TERM_MONTHS, giftTermCents } from './gift-term.js';
