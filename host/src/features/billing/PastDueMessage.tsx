import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { i18n as portalI18n } from '@portal/shared';
import { Body1, makeStyles, tokens } from '@portal/shared/ui';
import type { NoticeOrder } from './api/use-billing-notice';
import { BillingPortalButton } from './BillingPortalButton';
import { formatBillingDate, formatMoney } from './billing-format';

const useStyles = makeStyles({
  banner: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    maxWidth: '48rem',
    boxSizing: 'border-box',
    marginBottom: tokens.spacingVerticalXL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    // A calm warning tone: a pale tint with the body's own text colour (well above AA).
    border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusWarningBorder1}`,
    backgroundColor: tokens.colorStatusWarningBackground1,
    color: tokens.colorNeutralForeground1,
    // A printed page (the certificate) is its content alone.
    '@media print': { display: 'none' },
  },
  text: { flex: '1 1 20rem', margin: 0 },
});

/**
 * What the banner says about a renewal that failed; null when there is nothing to say, and
 * for a guardian, whose order has no billing (it stays with the account holder).
 */
export function pastDueText(
  order: NoticeOrder,
  translate: (descriptor: MessageDescriptor) => string = (descriptor) => portalI18n._(descriptor),
  locale: string = portalI18n.locale,
): string | null {
  const notice = order.billing?.notice;
  if (notice?.kind !== 'PAST_DUE') return null;
  const amount =
    notice.amountCents != null && notice.currency
      ? formatMoney(notice.amountCents, notice.currency, locale)
      : null;
  const child = order.childName?.trim() || null;
  const due = formatBillingDate(notice.date, locale);
  const missed = amount
    ? child
      ? msg`We couldn't take the storage payment of ${amount} due on ${due} for ${child}.`
      : msg`We couldn't take the storage payment of ${amount} due on ${due} for your baby.`
    : child
      ? msg`We couldn't take the storage payment due on ${due} for ${child}.`
      : msg`We couldn't take the storage payment due on ${due} for your baby.`;
  const respondBy = notice.respondBy ? formatBillingDate(notice.respondBy, locale) : null;
  const update = respondBy
    ? msg`Please update your card by ${respondBy}.`
    : msg`Please update your card.`;
  return [missed, update, msg`Your baby's cord blood stays safely stored meanwhile.`]
    .map(translate)
    .join(' ');
}

/**
 * The banner's words and its "Update card" (which opens the billing portal), loaded by the
 * shell's PastDueBanner only when a renewal failed.
 */
export default function PastDueMessage({ order }: { order: NoticeOrder }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const text = pastDueText(order, (descriptor) => i18n._(descriptor), i18n.locale);
  if (!text) return null;
  return (
    <section
      className={styles.banner}
      aria-label={t`Storage payment`}
      data-testid="past-due-banner"
    >
      <Body1 as="p" className={styles.text}>
        {text}
      </Body1>
      <BillingPortalButton appearance="primary">
        <Trans>Update card</Trans>
      </BillingPortalButton>
    </section>
  );
}
