import { Trans, useLingui } from '@lingui/react/macro';
import { getConfig } from '@portal/shared';
import { planName } from '@portal/shared/plans';
import { Body1, Button, makeStyles, tokens } from '@portal/shared/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@portal/shared/ui/dialogs';
import { cardBrandName, formatBillingDate, formatMoney } from './billing-format';
import type { DashboardBilling } from './api/use-dashboard-billing';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    '& dt': { fontWeight: tokens.fontWeightSemibold },
    '& dd': { margin: 0 },
  },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  text: { margin: 0 },
});

interface InvoiceReceiptProps {
  invoice: DashboardBilling['invoices'][number];
  plan: DashboardBilling['plan'];
  card: { brand: string; last4: string } | null;
  onClose: () => void;
}

/**
 * The receipt of a paid invoice that has no page at the payment provider (the local provider's,
 * and invoices recorded before receipts had one): what was paid, when, for what and with which
 * card, from the invoice the portal keeps. Loaded when a parent first opens a receipt.
 */
export default function InvoiceReceipt({ invoice, plan, card, onClose }: InvoiceReceiptProps) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const { locale } = i18n;
  const number = invoice.number;
  const { phone, email } = getConfig().support;
  const brand = card ? cardBrandName(card.brand) : '';
  const last4 = card?.last4 ?? '';
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            <Trans>Receipt for invoice {number}</Trans>
          </DialogTitle>
          <DialogContent className={styles.content}>
            <dl className={styles.list}>
              <dt>
                <Trans>Paid on</Trans>
              </dt>
              <dd>{formatBillingDate(invoice.paidAt ?? invoice.issuedAt, locale)}</dd>
              <dt>
                <Trans>Amount paid</Trans>
              </dt>
              <dd>{formatMoney(invoice.amountCents, invoice.currency, locale)}</dd>
              <dt>
                <Trans>For</Trans>
              </dt>
              <dd>{planName(plan, i18n)}</dd>
              {card && (
                <>
                  <dt>
                    <Trans>Card</Trans>
                  </dt>
                  <dd>
                    <Trans>
                      {brand} ending in {last4}
                    </Trans>
                  </dd>
                </>
              )}
            </dl>
            <Body1 as="p" className={styles.text}>
              <Trans>
                Questions about a payment? Call us at {phone} or write to {email}.
              </Trans>
            </Body1>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
            <Button appearance="primary" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
