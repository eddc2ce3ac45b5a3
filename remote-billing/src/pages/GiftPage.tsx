import { CommercePage } from '../features/commerce/CommercePage';

export function GiftPage() {
  return <CommercePage title="Give a collection kit" />;
}
