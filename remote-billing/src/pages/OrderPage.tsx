import { useLingui } from '@lingui/react/macro';
import { CommercePage } from '../features/commerce/CommercePage';
import { OrderFlow } from '../features/order/OrderFlow';

export function OrderPage() {
  const { t } = useLingui();
  return (
    <CommercePage
      title={t`Order a collection kit`}
      intro={t`We ship the kit to you before the birth; you bring it to the hospital, and we collect it after the birth.`}
    >
      <OrderFlow />
    </CommercePage>
  );
}
