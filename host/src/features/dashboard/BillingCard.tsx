import { getConfig } from '@portal/shared';
import {
  Body1,
  ExternalLink,
  Spinner,
  Subtitle1,
  Subtitle2,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { BillingPortalButton } from '../billing/BillingPortalButton';
import {
  cardBrandName,
  formatBillingDate,
  formatMoney,
  invoiceStatusText,
  perInterval,
} from '../billing/billing-format';
import type { DashboardBilling } from './api/use-dashboard-billing';
import { ContinueStorage } from './ContinueStorage';
import { useScreenReaderOnlyStyles } from '../../ui/screen-reader-only';

const useStyles = makeStyles({
  // Drawn like the dashboard's Panel (Fluent's filled Card) with the theme's tokens.
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    justifyItems: 'start',
    padding: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  heading: { margin: 0 },
  text: { margin: 0 },
  notice: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
  invoices: { display: 'grid', gap: tokens.spacingVerticalS, width: '100%' },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase300,
    '& th, & td': {
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      paddingInlineStart: 0,
      textAlign: 'start',
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
    '& th': { fontWeight: tokens.fontWeightSemibold },
  },
});

type Styles = ReturnType<typeof useStyles>;
type Invoice = DashboardBilling['invoices'][number];

/** Only the provider's http(s) pages become links. */
const isWebAddress = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url);

function Invoices({ invoices, styles }: { invoices: Invoice[]; styles: Styles }) {
  const srOnly = useScreenReaderOnlyStyles().text;
  return (
    <div className={styles.invoices}>
      <Subtitle2 as="h3" id="billing-invoices" className={styles.heading}>
        Invoices
      </Subtitle2>
      {invoices.length === 0 ? (
        <Body1 as="p" className={styles.text}>
          No invoices yet.
        </Body1>
      ) : (
        <table className={styles.table} aria-labelledby="billing-invoices">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Receipt</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td>{formatBillingDate(invoice.issuedAt)}</td>
                <td>{formatMoney(invoice.amountCents, invoice.currency)}</td>
                <td>{invoiceStatusText(invoice.status)}</td>
                <td>
                  {isWebAddress(invoice.url) && (
                    <ExternalLink href={invoice.url}>
                      Receipt<span className={srOnly}> for invoice {invoice.number}</span>
                    </ExternalLink>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

interface PlanDetailsProps {
  billing: DashboardBilling;
  orderId: string | undefined;
  styles: Styles;
}

function PlanDetails({ billing, orderId, styles }: PlanDetailsProps) {
  const { plan, subscription, giftTerm, notice } = billing;
  const phone = getConfig().support.phone;
  const cancelled =
    !!subscription && (subscription.cancelAtPeriodEnd || subscription.status === 'CANCELED');
  const interval = subscription?.interval ?? plan.interval;
  const price = `${formatMoney(plan.priceCents, plan.currency)} ${perInterval(plan.interval)}`;
  const giftEnd = giftTerm && formatBillingDate(giftTerm.endsAt);
  return (
    <>
      <Body1 as="p" className={styles.text}>
        {`${plan.name}: ${price}`}
      </Body1>
      {giftEnd && (
        <Body1 as="p" className={styles.text} data-testid="gift-term">
          {subscription && !cancelled
            ? `A gift pays for storage until ${giftEnd}. Then your plan renews with your card.`
            : `A gift pays for storage until ${giftEnd}.`}
        </Body1>
      )}
      {giftEnd && !subscription && notice?.kind === 'GIFT_TERM_ENDING' && (
        <div role="note" className={styles.notice} data-testid="gift-term-notice">
          <Body1 as="p" className={styles.text}>
            {`To keep storage going after ${giftEnd}, continue it with your own card below.`}
          </Body1>
        </div>
      )}
      {giftEnd && !subscription && orderId && (
        <>
          <Body1 as="p" className={styles.text}>
            {`Keep your baby's cord blood stored after that with your own card: nothing is ` +
              `charged until ${giftEnd}, then ${price}.`}
          </Body1>
          <ContinueStorage
            key={orderId}
            orderId={orderId}
            primary={notice?.kind === 'GIFT_TERM_ENDING'}
            textClassName={styles.text}
          />
        </>
      )}
      {subscription && cancelled && (
        <>
          <Body1 as="p" className={styles.text}>
            {`Your plan ends on ${formatBillingDate(subscription.endsAt ?? subscription.currentPeriodEnd)}.`}
          </Body1>
          <Body1 as="p" className={styles.text}>
            {"Your baby's cord blood stays in storage until then. After that we keep the unit " +
              'safely stored for 90 days while we help you decide what happens next: call us at '}
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>.
          </Body1>
        </>
      )}
      {subscription && !cancelled && (
        <>
          {subscription.nextRenewalAt && (
            <Body1 as="p" className={styles.text}>
              {`Next renewal: ${formatBillingDate(subscription.nextRenewalAt)}, ${formatMoney(
                subscription.amountCents,
                subscription.currency,
              )}`}
            </Body1>
          )}
          <Body1 as="p" className={styles.text}>
            {subscription.autoPay
              ? subscription.card
                ? `Auto-pay is on: ${cardBrandName(subscription.card.brand)} ending in ${subscription.card.last4}`
                : 'Auto-pay is on'
              : 'Auto-pay is off'}
          </Body1>
          {notice?.kind === 'RENEWAL_SOON' && (
            <div role="note" className={styles.notice} data-testid="renewal-notice">
              <Body1 as="p" className={styles.text}>
                {`Your ${interval === 'month' ? 'monthly' : 'annual'} storage renews on ${formatBillingDate(
                  notice.date,
                )} for ${formatMoney(
                  notice.amountCents ?? subscription.amountCents,
                  notice.currency ?? subscription.currency,
                )}.`}
              </Body1>
              {notice.cardExpiresFirst && (
                <Body1 as="p" className={styles.text}>
                  The card on file expires before then: please update it in Billing.
                </Body1>
              )}
            </div>
          )}
        </>
      )}
    </>
  );
}

interface BillingCardProps {
  /**
   * The selected child's billing (`useDashboardBilling`); undefined until read, null for a
   * guardian (billing stays with the account holder: no card at all).
   */
  billing: DashboardBilling | null | undefined;
  /** The order that billing belongs to. */
  orderId: string | undefined;
  loading: boolean;
  error: Error | null;
}

/**
 * The dashboard's "Storage plan" card for the selected child: the plan, how it renews (or
 * ends, or what a gift pays and how to continue after it), what is coming, the invoices, and
 * "Manage billing". Nothing for a guardian's child, whose billing is the account holder's.
 */
export function BillingCard({ billing, orderId, loading, error }: BillingCardProps) {
  const styles = useStyles();
  if (billing === null) return null;
  return (
    <section aria-labelledby="billing-title" className={styles.card} data-testid="billing-card">
      <Subtitle1 as="h2" id="billing-title" className={styles.heading}>
        Storage plan
      </Subtitle1>
      {!billing && loading && <Spinner size="small" label="Loading your storage plan…" />}
      {!billing && error && (
        <Body1 as="p" className={styles.text}>
          We could not load your storage plan just now. Please reload the page in a moment.
        </Body1>
      )}
      {billing && (
        <>
          <PlanDetails billing={billing} orderId={orderId} styles={styles} />
          <Invoices invoices={billing.invoices} styles={styles} />
          <BillingPortalButton data-testid="manage-billing">Manage billing</BillingPortalButton>
        </>
      )}
    </section>
  );
}
