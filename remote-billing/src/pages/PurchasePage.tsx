import { CommercePage } from '../features/commerce/CommercePage';

export function PurchasePage() {
  return <CommercePage title="Complete your purchase" />;
}
