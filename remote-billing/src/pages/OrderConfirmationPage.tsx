import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@portal/shared/router';
import { routes } from '@portal/shared';
import { planName as planNameOf } from '@portal/shared/plans';
import {
  Body1,
  Body1Strong,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Subtitle1,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { addressLines } from '../features/order/address-lines';
import { formatAmount } from '../common/checkout/price';
import { CommercePage } from '../features/commerce/CommercePage';
import { ConfirmationStatus } from '../features/confirmation/ConfirmationStatus';
import { usePaidCheckout } from '../features/confirmation/use-paid-checkout';

const useStyles = makeStyles({
  section: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  steps: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  address: { whiteSpace: 'pre-line' },
  link: { color: tokens.colorBrandForegroundLink },
  primaryLink: {
    justifySelf: 'start',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

const FLOWS = ['order'];

export function OrderConfirmationPage() {
  const styles = useStyles();
  const state = usePaidCheckout(FLOWS);
  const { checkout } = state;
  const { i18n, t } = useLingui();
  const reference = checkout?.reference ?? '';
  const planName = checkout ? planNameOf(checkout.plan, i18n) : '';
  const amount = checkout ? formatAmount(checkout.amountCents, checkout.currency, i18n.locale) : '';
  return (
    <CommercePage title={t`Thank you for your order`}>
      {checkout && state.paid ? (
        <>
          <MessageBar intent="success">
            <MessageBarBody>
              <MessageBarTitle>
                <Trans>Payment confirmed</Trans>
              </MessageBarTitle>
              <Trans>
                Your order reference is <Body1Strong>{reference}</Body1Strong>.
              </Trans>
            </MessageBarBody>
          </MessageBar>
          <section className={styles.section} aria-labelledby="order-summary">
            <Subtitle1 as="h2" id="order-summary" className={styles.heading}>
              <Trans>Your order</Trans>
            </Subtitle1>
            <Body1>
              <Trans>
                {planName}: {amount} paid.
              </Trans>
            </Body1>
            {checkout.orderDetails ? (
              <Body1 className={styles.address}>
                <Trans>The kit ships to:</Trans>
                {'\n'}
                {addressLines(checkout.orderDetails.shippingAddress, i18n.locale)}
              </Body1>
            ) : null}
          </section>
          <section className={styles.section} aria-labelledby="next-steps">
            <Subtitle1 as="h2" id="next-steps" className={styles.heading}>
              <Trans>What happens next</Trans>
            </Subtitle1>
            <ol className={styles.steps}>
              <li>
                <Body1>
                  <Trans>
                    We ship your collection kit within two business days; your portal shows when it
                    is on its way.
                  </Trans>
                </Body1>
              </li>
              <li>
                <Body1>
                  <Trans>
                    Fill in the{' '}
                    <RouterLink className={styles.link} to={routes.medicalForm}>
                      medical health form
                    </RouterLink>{' '}
                    before the birth: the lab needs it to process the cord blood.
                  </Trans>
                </Body1>
              </li>
              <li>
                <Body1>
                  <Trans>
                    Take the kit to the hospital, and request its pick-up from your portal after the
                    birth.
                  </Trans>
                </Body1>
              </li>
            </ol>
          </section>
          <RouterLink className={styles.primaryLink} to={routes.dashboard}>
            <Trans>Go to your portal</Trans>
          </RouterLink>
        </>
      ) : (
        <ConfirmationStatus state={state} path={routes.orderConfirmation} />
      )}
    </CommercePage>
  );
}
