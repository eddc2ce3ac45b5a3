import { Link as RouterLink } from '@portal/shared/router';
import { getConfig, routes, useChildName, useOrders, usePageTitle } from '@portal/shared';
import {
  Body1,
  ExternalLink,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Title2,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Panel } from '@portal/shared/ui/plain';
import { useDashboardOrder } from '../features/dashboard/api/use-dashboard-order';
import { orderJourney } from '../features/dashboard/journey-steps';
import { JourneyTimeline } from '../features/dashboard/JourneyTimeline';
import { BillingCard } from '../features/billing/BillingCard';
import { useDashboardBilling } from '../features/billing/api/use-dashboard-billing';
import { useProfile } from '../shell/api/use-profile';
import { useDashboardFamily } from '../features/family/api/use-dashboard-family';
import { FamilyCard } from '../features/family/FamilyCard';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalXL, maxWidth: '48rem' },
  next: { display: 'grid', gap: tokens.spacingVerticalS, padding: tokens.spacingVerticalL },
  nextLink: { fontWeight: tokens.fontWeightSemibold },
  heading: { margin: 0, outline: 'none' },
  resources: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
});

/** After a guardian leaves the child shown, focus goes to the page's heading. */
const focusHeading = () => document.getElementById('dashboard-title')?.focus();

/**
 * The dashboard: the selected child's journey, with the next task first, then its storage plan
 * (the account holder's only) and who follows the journey.
 */
export function DashboardPage() {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const { name } = useProfile();
  const { selected, loading: ordersLoading, loaded, error: ordersError } = useOrders();
  const { order, loading, error } = useDashboardOrder(selected?.id);
  // Read with the journey, not after it: the card is drawn below the journey once that is there.
  const storagePlan = useDashboardBilling(selected?.id);
  const family = useDashboardFamily(selected?.id);
  usePageTitle(t`Home`);
  // Billing stays with the account holder: a guardian's child has no storage plan card.
  const guardian = family.family?.access === 'GUARDIAN';
  // The cards (and what follows them) appear once their reads have answered: drawn before,
  // the storage plan would grow under the family card and push it and the links down (a
  // layout shift on a screen tall enough to show them).
  const cardsRead = !storagePlan.loading && !family.loading;

  const journey = order
    ? orderJourney(order.journey, order.pickup, (descriptor) => i18n._(descriptor))
    : null;
  const firstName = name?.split(' ')[0];
  // Offline, with nothing read, the name this device last showed (whose journey it is).
  const childName = useChildName(order);
  const nextTitle = journey?.next?.title;

  return (
    <section className={styles.page} aria-labelledby="dashboard-title">
      <Title2 as="h1" id="dashboard-title" tabIndex={-1} className={styles.heading}>
        {firstName ? t`Hello, ${firstName}` : t`Hello`}
      </Title2>
      {(journey || childName) && (
        <Subtitle1 as="h2" className={styles.heading}>
          {childName ? t`${childName}'s journey` : t`Your journey`}
        </Subtitle1>
      )}
      {(ordersLoading || loading) && <Spinner label={t`Loading your journey…`} />}
      {(ordersError || error) &&
        // Offline, the journey waits calmly: it is read again when the connection returns.
        (navigator.onLine === false ? (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>
              <Trans>
                You're offline: your journey shows here again when your connection returns.
              </Trans>
            </MessageBarBody>
          </MessageBar>
        ) : (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <Trans>
                We could not load your journey just now. Please reload the page in a moment.
              </Trans>
            </MessageBarBody>
          </MessageBar>
        ))}
      {loaded && !selected && !ordersError && (
        <Body1>
          <Trans>There is no order on your account yet.</Trans>
        </Body1>
      )}
      {order && journey && (
        <>
          {journey.next && (
            <Panel className={styles.next} aria-label={t`Your next step`}>
              <Body1>
                <strong>{t`Next: ${nextTitle}.`}</strong> {journey.next.description}
              </Body1>
              {journey.next.action && (
                <RouterLink className={styles.nextLink} to={journey.next.action.to}>
                  {journey.next.action.label}
                </RouterLink>
              )}
            </Panel>
          )}
          <JourneyTimeline steps={journey.steps} release={order.releaseRequest ?? null} />
          <RouterLink className={styles.nextLink} to={routes.documents}>
            <Trans>This child's documents</Trans>
          </RouterLink>
          {cardsRead && !guardian && <BillingCard {...storagePlan} />}
          {cardsRead && <FamilyCard {...family} onLeft={focusHeading} />}
        </>
      )}
      {/* After the journey and its cards: drawn before, it would jump down as they arrive. */}
      {((journey && cardsRead) || ordersError || error || (loaded && !selected)) && (
        <section aria-labelledby="dashboard-resources" className={styles.resources}>
          <Subtitle1 as="h2" id="dashboard-resources" className={styles.heading}>
            <Trans>Learn and connect</Trans>
          </Subtitle1>
          <ul className={styles.resources}>
            <li>
              <ExternalLink href={getConfig().links.courses}>
                <Trans>Courses for expecting parents</Trans>
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={getConfig().links.community}>
                <Trans>The parent community</Trans>
              </ExternalLink>
            </li>
          </ul>
        </section>
      )}
    </section>
  );
}
