import { useLingui } from '@lingui/react/macro';
import { Separator } from '@portal/shared/ui/separator';
import { CommercePage } from '../features/commerce/CommercePage';
import { GiftFlow } from '../features/gift/GiftFlow';
import { RedeemGift } from '../features/gift/RedeemGift';

export function GiftPage() {
  const { t } = useLingui();
  return (
    <CommercePage
      title={t`Give a collection kit`}
      intro={t`Give a family the bank's care for their baby's cord blood: you pay, they get a gift code to redeem in their portal.`}
    >
      <GiftFlow
        after={
          <>
            <Separator />
            <RedeemGift />
          </>
        }
      />
    </CommercePage>
  );
}
