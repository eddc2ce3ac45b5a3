import { lazy, Suspense, useState } from 'react';
import { getConfig } from '@portal/shared';
import { planName } from '@portal/shared/plans';
import {
  Body1,
  Button,
  ExternalLink,
  Spinner,
  Subtitle1,
  Subtitle2,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { BillingPortalButton } from './BillingPortalButton';
import {
  cardBrandName,
  formatBillingDate,
  formatMoney,
  invoiceStatusText,
  perInterval,
} from './billing-format';
import type { DashboardBilling } from './api/use-dashboard-billing';
import { useScreenReaderOnlyStyles } from '../../ui/screen-reader-only';
import { Trans, useLingui } from '@lingui/react/macro';
import { withPageTexts } from '../../i18n/host-pages';

/**
 * "Continue storage" with its storage agreement and the continuation's flow: only a gift-paid
 * child's card shows it, so it loads with that card, never with the dashboard's first load.
 */
const ContinueStorage = lazy(() =>
  import(/* webpackChunkName: "continue-storage" */ './ContinueStorage').then((module) => ({
    default: module.ContinueStorage,
  })),
);

/**
 * A plan that does not renew (cancelled, or its unit released or transferred): rare, so its
 * sentences load with it, in the portal's language, instead of with every dashboard.
 */
const PlanEnds = lazy(() =>
  withPageTexts(() => import(/* webpackChunkName: "plan-ends" */ './PlanEnds')).then((module) => ({
    default: module.PlanEnds,
  })),
);

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
  // A link's look, a button's behaviour: the receipt opens in the page.
  receipt: {
    minWidth: 0,
    padding: 0,
    fontSize: 'inherit',
    fontWeight: 'inherit',
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
  },
});

type Styles = ReturnType<typeof useStyles>;
type Invoice = DashboardBilling['invoices'][number];

const InvoiceReceipt = lazy(() => import('./InvoiceReceipt'));

/** Only the provider's http(s) pages become links. */
const isWebAddress = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url);

interface InvoicesProps {
  billing: DashboardBilling;
  styles: Styles;
}

/**
 * The invoices, newest first: an open one is due, or failed while the plan is past due (with
 * what to do about it); every paid one has its receipt (the provider's page, or the portal's).
 */
function Invoices({ billing, styles }: InvoicesProps) {
  const { invoices } = billing;
  const srOnly = useScreenReaderOnlyStyles().text;
  const { i18n } = useLingui();
  const { locale } = i18n;
  const [receipt, setReceipt] = useState<Invoice | null>(null);
  const pastDue =
    billing.subscription?.status === 'PAST_DUE' || billing.notice?.kind === 'PAST_DUE';
  const failed = pastDue && invoices.some((invoice) => invoice.status === 'open');
  return (
    <div className={styles.invoices}>
      <Subtitle2 as="h3" id="billing-invoices" className={styles.heading}>
        <Trans>Invoices</Trans>
      </Subtitle2>
      {invoices.length === 0 ? (
        <Body1 as="p" className={styles.text}>
          <Trans>No invoices yet.</Trans>
        </Body1>
      ) : (
        <table className={styles.table} aria-labelledby="billing-invoices">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Amount</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Receipt</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => {
              const number = invoice.number;
              return (
                <tr key={invoice.id}>
                  <td>{formatBillingDate(invoice.issuedAt, locale)}</td>
                  <td>{formatMoney(invoice.amountCents, invoice.currency, locale)}</td>
                  <td>{invoiceStatusText(invoice.status, (status) => i18n._(status), pastDue)}</td>
                  <td>
                    {isWebAddress(invoice.url) ? (
                      <ExternalLink href={invoice.url}>
                        <Trans>
                          Receipt<span className={srOnly}> for invoice {number}</span>
                        </Trans>
                      </ExternalLink>
                    ) : (
                      invoice.status === 'paid' && (
                        <Button
                          appearance="transparent"
                          className={styles.receipt}
                          onClick={() => setReceipt(invoice)}
                        >
                          <Trans>
                            Receipt<span className={srOnly}> for invoice {number}</span>
                          </Trans>
                        </Button>
                      )
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {failed && (
        <Body1 as="p" className={styles.text} data-testid="payment-failed">
          <Trans>
            A storage payment did not go through. Update your card with Manage billing below, and we
            will take the payment again.
          </Trans>
        </Body1>
      )}
      {receipt && (
        <Suspense fallback={null}>
          <InvoiceReceipt
            invoice={receipt}
            plan={billing.plan}
            card={billing.subscription?.card ?? null}
            onClose={() => setReceipt(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

interface PlanDetailsProps {
  billing: DashboardBilling;
  orderId: string | undefined;
  /** Reads the card again (after a continuation refused as no longer current). */
  readAgain: (() => Promise<unknown>) | undefined;
  styles: Styles;
}

function PlanDetails({ billing, orderId, readAgain, styles }: PlanDetailsProps) {
  const { t, i18n } = useLingui();
  const { locale } = i18n;
  const date = (isoDateTime: string) => formatBillingDate(isoDateTime, locale);
  const money = (cents: number, currency: string) => formatMoney(cents, currency, locale);
  const { plan, subscription, giftTerm, notice, planEnd } = billing;
  const phone = getConfig().support.phone;
  const cancelled =
    !!subscription && (subscription.cancelAtPeriodEnd || subscription.status === 'CANCELED');
  // A released or transferred unit's plan is never continued nor renewed: the card says why.
  const continuable = !planEnd;
  const interval = subscription?.interval ?? plan.interval;
  const price = `${money(plan.priceCents, plan.currency)} ${perInterval(plan.interval, (words) => i18n._(words))}`;
  const giftEnd = giftTerm && date(giftTerm.endsAt);

  return (
    <>
      <Body1 as="p" className={styles.text}>
        {`${planName(plan, i18n)}: ${price}`}
      </Body1>
      {giftEnd && (
        <Body1 as="p" className={styles.text} data-testid="gift-term">
          {subscription && !cancelled
            ? t`A gift pays for storage until ${giftEnd}. Then your plan renews with your card.`
            : t`A gift pays for storage until ${giftEnd}.`}
        </Body1>
      )}
      {giftEnd && !subscription && continuable && notice?.kind === 'GIFT_TERM_ENDING' && (
        <div role="note" className={styles.notice} data-testid="gift-term-notice">
          <Body1 as="p" className={styles.text}>
            {t`To keep storage going after ${giftEnd}, continue it with your own card below.`}
          </Body1>
        </div>
      )}
      {giftTerm && giftEnd && !subscription && continuable && orderId && (
        <>
          <Body1 as="p" className={styles.text}>
            {t`Keep your baby's cord blood stored after that with your own card: nothing is charged until ${giftEnd}, then ${price}.`}
          </Body1>
          <Suspense
            fallback={
              <Button
                appearance={notice?.kind === 'GIFT_TERM_ENDING' ? 'primary' : 'secondary'}
                disabled
              >
                <Trans>Continue storage</Trans>
              </Button>
            }
          >
            <ContinueStorage
              key={orderId}
              orderId={orderId}
              plan={plan}
              giftEndsAt={giftTerm.endsAt}
              primary={notice?.kind === 'GIFT_TERM_ENDING'}
              textClassName={styles.text}
              readAgain={readAgain}
            />
          </Suspense>
        </>
      )}
      {(planEnd || (subscription && cancelled)) && (
        <Suspense fallback={null}>
          <PlanEnds
            endDate={
              planEnd
                ? planEnd.endsAt && date(planEnd.endsAt)
                : subscription && date(subscription.endsAt ?? subscription.currentPeriodEnd)
            }
            reason={planEnd?.reason ?? null}
            phone={phone}
            textClassName={styles.text}
          />
        </Suspense>
      )}
      {subscription && !cancelled && !planEnd && (
        <Renewal
          subscription={subscription}
          notice={notice}
          monthly={interval === 'month'}
          styles={styles}
        />
      )}
    </>
  );
}

interface RenewalProps {
  subscription: NonNullable<DashboardBilling['subscription']>;
  notice: DashboardBilling['notice'];
  monthly: boolean;
  styles: Styles;
}

/** A plan that renews: when and for how much, how it is paid, and a renewal coming soon. */
function Renewal({ subscription, notice, monthly, styles }: RenewalProps) {
  const { t, i18n } = useLingui();
  const { locale } = i18n;
  const date = (isoDateTime: string) => formatBillingDate(isoDateTime, locale);
  const money = (cents: number, currency: string) => formatMoney(cents, currency, locale);
  const card = subscription.card;
  const brand = card ? cardBrandName(card.brand) : '';
  const last4 = card?.last4 ?? '';
  const nextRenewal = subscription.nextRenewalAt ? date(subscription.nextRenewalAt) : null;
  const amount = money(subscription.amountCents, subscription.currency);
  const soon = notice?.kind === 'RENEWAL_SOON' ? notice : null;
  const renewalDate = soon ? date(soon.date) : '';
  const renewalAmount = soon
    ? money(soon.amountCents ?? subscription.amountCents, soon.currency ?? subscription.currency)
    : '';
  return (
    <>
      {nextRenewal && (
        <Body1 as="p" className={styles.text}>
          {t`Next renewal: ${nextRenewal}, ${amount}`}
        </Body1>
      )}
      <Body1 as="p" className={styles.text}>
        {subscription.autoPay
          ? card
            ? t`Auto-pay is on: ${brand} ending in ${last4}`
            : t`Auto-pay is on`
          : t`Auto-pay is off`}
      </Body1>
      {soon && (
        <div role="note" className={styles.notice} data-testid="renewal-notice">
          <Body1 as="p" className={styles.text}>
            {monthly
              ? t`Your monthly storage renews on ${renewalDate} for ${renewalAmount}.`
              : t`Your annual storage renews on ${renewalDate} for ${renewalAmount}.`}
          </Body1>
          {soon.cardExpiresFirst && (
            <Body1 as="p" className={styles.text}>
              <Trans>The card on file expires before then: please update it in Billing.</Trans>
            </Body1>
          )}
        </div>
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
  /** Reads the selected child's billing again (`useDashboardBilling`). */
  readAgain?: () => Promise<unknown>;
}

/**
 * The dashboard's "Storage plan" card for the selected child: the plan, how it renews (or
 * ends, or what a gift pays and how to continue after it), what is coming, the invoices, and
 * "Manage billing". Nothing for a guardian's child, whose billing is the account holder's.
 */
export function BillingCard({ billing, orderId, loading, error, readAgain }: BillingCardProps) {
  const styles = useStyles();
  const { t } = useLingui();
  if (billing === null) return null;
  return (
    <section aria-labelledby="billing-title" className={styles.card} data-testid="billing-card">
      <Subtitle1 as="h2" id="billing-title" className={styles.heading}>
        <Trans>Storage plan</Trans>
      </Subtitle1>
      {!billing && loading && <Spinner size="small" label={t`Loading your storage plan…`} />}
      {!billing && error && (
        <Body1 as="p" className={styles.text}>
          <Trans>
            We could not load your storage plan just now. Please reload the page in a moment.
          </Trans>
        </Body1>
      )}
      {billing && (
        <>
          <PlanDetails billing={billing} orderId={orderId} readAgain={readAgain} styles={styles} />
          <Invoices billing={billing} styles={styles} />
          <BillingPortalButton data-testid="manage-billing">
            <Trans>Manage billing</Trans>
          </BillingPortalButton>
        </>
      )}
    </section>
  );
}
