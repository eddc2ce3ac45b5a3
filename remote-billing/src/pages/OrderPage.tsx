import { CommercePage } from '../features/commerce/CommercePage';

export function OrderPage() {
  return <CommercePage title="Order a collection kit" />;
}
