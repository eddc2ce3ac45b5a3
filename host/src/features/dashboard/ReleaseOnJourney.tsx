import { routes } from '@portal/shared';
import { Link as RouterLink } from '@portal/shared/router';
import { Body1 } from '@portal/shared/ui';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DashboardOrderQuery } from './order-journey.generated';

export type JourneyRelease = NonNullable<
  NonNullable<DashboardOrderQuery['order']>['releaseRequest']
>;

const STATUS_WORDS = {
  RECEIVED: msg`Received`,
  UNDER_REVIEW: msg`Under review`,
  NEEDS_INFO: msg`More information needed`,
  APPROVED: msg`Approved`,
  SHIPPED: msg`Shipped`,
  COMPLETED: msg`Completed`,
  CANCELLED: msg`Cancelled`,
} as const;

/**
 * A stored unit's release or transfer on the journey: where the child's request stands and the
 * way to it, or (none, or the last one cancelled) the way to ask for one.
 */
export function ReleaseOnJourney({
  release,
  linkClassName,
}: {
  release: JourneyRelease | null;
  linkClassName: string;
}) {
  const { t, i18n } = useLingui();
  if (!release || release.status === 'CANCELLED') {
    return (
      <RouterLink to={routes.release} className={linkClassName}>
        {t`Request a release or transfer`}
      </RouterLink>
    );
  }
  const reference = release.reference;
  const status = i18n._(STATUS_WORDS[release.status]);
  return (
    <>
      <Body1 data-testid="journey-release">{t`Release request ${reference}: ${status}.`}</Body1>
      <RouterLink to={routes.release} className={linkClassName}>
        {t`See the release request`}
      </RouterLink>
    </>
  );
}
