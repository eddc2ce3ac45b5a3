import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from '@portal/shared/router';
import { MessageBar, MessageBarBody, Spinner } from '@portal/shared/ui';
import { CommercePage } from '../features/commerce/CommercePage';
import { usePlans } from '../common/checkout/api/use-plans';
import { OrderFlow } from '../features/order/OrderFlow';

/** The direct entry for a chosen plan (`/purchase?plan=annual`, from the marketing site). */
export function PurchasePage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const asked = params.get('plan');
  const plans = usePlans();
  const known = plans.plans?.some((plan) => plan.code === asked) ?? false;
  return (
    <CommercePage title={t`Complete your purchase`}>
      {plans.loading ? (
        <Spinner label={t`Loading the plans`} />
      ) : (
        <>
          {asked && !known && plans.plans ? (
            <MessageBar intent="warning">
              <MessageBarBody>
                <Trans>
                  The plan in your link is not one we offer any more. Please choose one of our
                  plans.
                </Trans>
              </MessageBarBody>
            </MessageBar>
          ) : null}
          <OrderFlow key={known ? asked : 'choose'} chosenPlan={known ? asked : null} />
        </>
      )}
    </CommercePage>
  );
}
