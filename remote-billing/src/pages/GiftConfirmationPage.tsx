import { CommercePage } from '../features/commerce/CommercePage';

export function GiftConfirmationPage() {
  return <CommercePage title="Your gift is on its way" />;
}
