import { CommercePage } from '../features/commerce/CommercePage';

export function OrderConfirmationPage() {
  return <CommercePage title="Thank you for your order" />;
}
