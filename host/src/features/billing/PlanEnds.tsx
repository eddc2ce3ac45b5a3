import { Body1 } from '@portal/shared/ui';
import { Trans, useLingui } from '@lingui/react/macro';

interface PlanEndsProps {
  /** The end of the period paid for, as the card writes dates; null when nothing was paid. */
  endDate: string | null;
  /** Why the plan ends without the family cancelling it; null when the family cancelled. */
  reason: 'RELEASED' | 'TRANSFERRED' | null;
  phone: string;
  textClassName: string;
}

/**
 * A plan that does not renew: when it ends and why. One the family cancelled keeps the unit
 * stored for 90 days after its end; one whose unit was released for a transplant or moved to
 * another bank says so, and nothing about the stored unit (it is no longer here).
 */
export function PlanEnds({ endDate, reason, phone, textClassName }: PlanEndsProps) {
  const { t } = useLingui();
  if (reason) {
    return (
      <Body1 as="p" className={textClassName} data-testid="plan-end-reason">
        {reason === 'TRANSFERRED'
          ? endDate
            ? t`Your baby's cord blood was transferred to another bank, so this storage plan ends on ${endDate} and does not renew.`
            : t`Your baby's cord blood was transferred to another bank, so this storage plan does not renew.`
          : endDate
            ? t`Your baby's cord blood was released for a transplant, so this storage plan ends on ${endDate} and does not renew.`
            : t`Your baby's cord blood was released for a transplant, so this storage plan does not renew.`}
      </Body1>
    );
  }
  return (
    <>
      <Body1 as="p" className={textClassName}>
        {t`Your plan ends on ${endDate}.`}
      </Body1>
      <Body1 as="p" className={textClassName}>
        <Trans comment="Review: legal">
          Your baby&apos;s cord blood stays in storage until then. After that we keep the unit
          safely stored for 90 days while we help you decide what happens next: call us at{' '}
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>.
        </Trans>
      </Body1>
    </>
  );
}
