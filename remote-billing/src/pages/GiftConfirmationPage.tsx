import { useState } from 'react';
import { routes } from '@portal/shared';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Subtitle1,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { formatAmount } from '../features/checkout/price';
import { CommercePage } from '../features/commerce/CommercePage';
import { ConfirmationStatus } from '../features/confirmation/ConfirmationStatus';
import { usePaidCheckout } from '../features/confirmation/use-paid-checkout';

const useStyles = makeStyles({
  section: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    letterSpacing: '0.05em',
    overflowWrap: 'anywhere',
    margin: 0,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  message: { whiteSpace: 'pre-line' },
});

const FLOWS = ['gift'];

export function GiftConfirmationPage() {
  const styles = useStyles();
  const state = usePaidCheckout(FLOWS);
  const [copied, setCopied] = useState<boolean | null>(null);
  const { checkout } = state;
  const details = checkout?.giftDetails;
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <CommercePage title="Your gift is on its way">
      {checkout && state.paid && details && checkout.giftCode ? (
        <>
          <MessageBar intent="success">
            <MessageBarBody>
              <MessageBarTitle>Payment confirmed</MessageBarTitle>
              Your reference is {checkout.reference}.
            </MessageBarBody>
          </MessageBar>
          <section className={styles.section} aria-labelledby="gift-code-heading">
            <Subtitle1 as="h2" id="gift-code-heading" className={styles.heading}>
              The gift code for {details.recipientName}
            </Subtitle1>
            <div className={styles.row}>
              <p className={styles.code}>{checkout.giftCode}</p>
              <Button onClick={() => void copy(checkout.giftCode ?? '')}>Copy the code</Button>
            </div>
            <div role="status">
              {copied === true ? <Body1>Copied.</Body1> : null}
              {copied === false ? <Body1>Select the code to copy it.</Body1> : null}
            </div>
            <Body1>
              Give it to {details.recipientName} ({details.recipientEmail}): they sign in or create
              an account, and redeem it on the gift page ({routes.gift}). The code works once.
              {checkout.giftRedeemed ? ` ${details.recipientName} has already redeemed it.` : ''}
            </Body1>
          </section>
          <section className={styles.section} aria-labelledby="gift-summary">
            <Subtitle1 as="h2" id="gift-summary" className={styles.heading}>
              What you gave
            </Subtitle1>
            <Body1>
              {checkout.plan.name}, {formatAmount(checkout.amountCents, checkout.currency)} paid,
              from {details.giverName}.
            </Body1>
            {details.message ? (
              <Body1 className={styles.message}>Your message: “{details.message}”</Body1>
            ) : null}
          </section>
        </>
      ) : (
        <ConfirmationStatus state={state} path={routes.giftConfirmation} />
      )}
    </CommercePage>
  );
}
