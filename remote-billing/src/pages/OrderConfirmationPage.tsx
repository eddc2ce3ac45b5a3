import { Link as RouterLink } from '@portal/shared/router';
import { routes } from '@portal/shared';
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
import { addressLines } from '../features/checkout/address-lines';
import { formatAmount } from '../features/checkout/price';
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
  return (
    <CommercePage title="Thank you for your order">
      {checkout && state.paid ? (
        <>
          <MessageBar intent="success">
            <MessageBarBody>
              <MessageBarTitle>Payment confirmed</MessageBarTitle>
              Your order reference is <Body1Strong>{checkout.reference}</Body1Strong>.
            </MessageBarBody>
          </MessageBar>
          <section className={styles.section} aria-labelledby="order-summary">
            <Subtitle1 as="h2" id="order-summary" className={styles.heading}>
              Your order
            </Subtitle1>
            <Body1>
              {checkout.plan.name}: {formatAmount(checkout.amountCents, checkout.currency)} paid.
            </Body1>
            {checkout.orderDetails ? (
              <Body1 className={styles.address}>
                The kit ships to:{'\n'}
                {addressLines(checkout.orderDetails.shippingAddress)}
              </Body1>
            ) : null}
          </section>
          <section className={styles.section} aria-labelledby="next-steps">
            <Subtitle1 as="h2" id="next-steps" className={styles.heading}>
              What happens next
            </Subtitle1>
            <ol className={styles.steps}>
              <li>
                <Body1>
                  We ship your collection kit within two business days; your portal shows when it is
                  on its way.
                </Body1>
              </li>
              <li>
                <Body1>
                  Fill in the{' '}
                  <RouterLink className={styles.link} to={routes.medicalForm}>
                    medical health form
                  </RouterLink>{' '}
                  before the birth: the lab needs it to process the cord blood.
                </Body1>
              </li>
              <li>
                <Body1>
                  Take the kit to the hospital, and request its pick-up from your portal after the
                  birth.
                </Body1>
              </li>
            </ol>
          </section>
          <RouterLink className={styles.primaryLink} to={routes.dashboard}>
            Go to your portal
          </RouterLink>
        </>
      ) : (
        <ConfirmationStatus state={state} path={routes.orderConfirmation} />
      )}
    </CommercePage>
  );
}
