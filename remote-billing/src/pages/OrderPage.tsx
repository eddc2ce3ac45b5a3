import { CommercePage } from '../features/commerce/CommercePage';
import { OrderFlow } from '../features/checkout/OrderFlow';

export function OrderPage() {
  return (
    <CommercePage
      title="Order a collection kit"
      intro="We ship the kit to you before the birth; you bring it to the hospital, and we collect it after the birth."
    >
      <OrderFlow />
    </CommercePage>
  );
}
