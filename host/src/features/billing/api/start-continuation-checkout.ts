import { requestGateway } from '@portal/shared';
import {
  StartContinuationCheckoutDocument,
  type AgreementAcceptanceInput,
} from './continuation-checkout.generated';

/**
 * Starts the CONTINUATION checkout of a gift-paid child's order (the order's owner only), with
 * the storage agreement the parent accepted, and answers its id. The same key answers the same
 * checkout. Sent with the portal's gateway request; a refusal throws a GatewayRequestError
 * (`gatewayRefusalOf` reads it).
 */
export async function startContinuationCheckout(
  orderId: string,
  idempotencyKey: string,
  agreement: AgreementAcceptanceInput,
): Promise<string> {
  const data = await requestGateway(
    StartContinuationCheckoutDocument,
    { orderId, idempotencyKey, agreement },
    // The parent leaves for the payment page at once: nothing on screen shows an open checkout.
    { refreshReaders: false },
  );
  return data.startContinuationCheckout.id;
}
