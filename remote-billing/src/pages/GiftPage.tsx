import { Separator } from '@portal/shared/ui';
import { CommercePage } from '../features/commerce/CommercePage';
import { GiftFlow } from '../features/gift/GiftFlow';
import { RedeemGift } from '../features/gift/RedeemGift';

export function GiftPage() {
  return (
    <CommercePage
      title="Give a collection kit"
      intro="Give a family the bank's care for their baby's cord blood: you pay, they get a gift code to redeem in their portal."
    >
      <GiftFlow />
      <Separator />
      <RedeemGift />
    </CommercePage>
  );
}
