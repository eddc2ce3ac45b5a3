import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { routes } from '@portal/shared';
import { planName as planNameOf } from '@portal/shared/plans';
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
import { formatAmount } from '../common/checkout/price';
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
  const { i18n, t } = useLingui();
  const reference = checkout?.reference ?? '';
  const planName = checkout ? planNameOf(checkout.plan, i18n) : '';
  const amount = checkout ? formatAmount(checkout.amountCents, checkout.currency, i18n.locale) : '';
  const recipientName = details?.recipientName ?? '';
  const recipientEmail = details?.recipientEmail ?? '';
  const giverName = details?.giverName ?? '';
  const message = details?.message ?? '';
  const giftPage = routes.gift;
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <CommercePage title={t`Your gift is on its way`}>
      {checkout && state.paid && details && checkout.giftCode ? (
        <>
          <MessageBar intent="success">
            <MessageBarBody>
              <MessageBarTitle>
                <Trans>Payment confirmed</Trans>
              </MessageBarTitle>
              <Trans>Your reference is {reference}.</Trans>
            </MessageBarBody>
          </MessageBar>
          <section className={styles.section} aria-labelledby="gift-code-heading">
            <Subtitle1 as="h2" id="gift-code-heading" className={styles.heading}>
              <Trans>The gift code for {recipientName}</Trans>
            </Subtitle1>
            <div className={styles.row}>
              <p className={styles.code}>{checkout.giftCode}</p>
              <Button onClick={() => void copy(checkout.giftCode ?? '')}>
                <Trans>Copy the code</Trans>
              </Button>
            </div>
            <div role="status">
              {copied === true ? (
                <Body1>
                  <Trans>Copied.</Trans>
                </Body1>
              ) : null}
              {copied === false ? (
                <Body1>
                  <Trans>Select the code to copy it.</Trans>
                </Body1>
              ) : null}
            </div>
            <Body1>
              <Trans>
                Give it to {recipientName} ({recipientEmail}): they sign in or create an account,
                and redeem it on the gift page ({giftPage}). The code works once.
              </Trans>
              {checkout.giftRedeemed ? (
                <>
                  {' '}
                  <Trans>{recipientName} has already redeemed it.</Trans>
                </>
              ) : null}
            </Body1>
          </section>
          <section className={styles.section} aria-labelledby="gift-summary">
            <Subtitle1 as="h2" id="gift-summary" className={styles.heading}>
              <Trans>What you gave</Trans>
            </Subtitle1>
            <Body1>
              <Trans>
                {planName}, {amount} paid, from {giverName}.
              </Trans>
            </Body1>
            {message ? (
              <Body1 className={styles.message}>
                <Trans>Your message: “{message}”</Trans>
              </Body1>
            ) : null}
          </section>
        </>
      ) : (
        <ConfirmationStatus state={state} path={routes.giftConfirmation} />
      )}
    </CommercePage>
  );
}
