import { withPageTexts } from '../../i18n/host-pages';
import { lazyWhenOnline } from '@portal/shared/load-when-online';
import { Suspense } from 'react';
import { Body1, Spinner, Subtitle1, makeStyles, tokens } from '@portal/shared/ui';
import type { DashboardFamily } from './api/use-dashboard-family';
import { Trans, useLingui } from '@lingui/react/macro';

// The card's contents (the lists, the invite form and their requests) load beside the family's
// read, after the dashboard's first paint: the first load carries only the card's frame.
const HolderFamily = lazyWhenOnline(() =>
  import(/* webpackChunkName: "family-holder" */ './HolderFamily').then((m) => ({
    default: m.HolderFamily,
  })),
);
const GuardianFamily = lazyWhenOnline(() =>
  withPageTexts(() => import(/* webpackChunkName: "family-guardian" */ './GuardianFamily')).then(
    (m) => ({
      default: m.GuardianFamily,
    }),
  ),
);

const useStyles = makeStyles({
  // Drawn like the dashboard's other cards (Fluent's filled Card) with the theme's tokens.
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    justifyItems: 'start',
    padding: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  heading: { margin: 0, outline: 'none' },
  text: { margin: 0 },
});

/** Where focus goes when what it was on is gone: the card's heading. */
const focusHeading = () => document.getElementById('family-title')?.focus();

interface FamilyCardProps {
  /** The selected child's family (`useDashboardFamily`); undefined until read. */
  family: DashboardFamily | undefined;
  loading: boolean;
  error: Error | null;
  /** A guardian left this child's family (the child is gone from the account). */
  onLeft: () => void;
}

/**
 * The dashboard's "Family access" card for the selected child: for the account holder, who
 * follows the journey, the open invitations and the invite form; for a guardian, who shared
 * it with them and leaving it.
 */
export function FamilyCard({ family, loading, error, onLeft }: FamilyCardProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const loadingLabel = t`Loading who follows this journey…`;
  return (
    <section aria-labelledby="family-title" className={styles.card} data-testid="family-card">
      <Subtitle1 as="h2" id="family-title" tabIndex={-1} className={styles.heading}>
        <Trans>Family access</Trans>
      </Subtitle1>
      {!family && loading && <Spinner size="small" label={loadingLabel} />}
      {!family && error && (
        <Body1 as="p" className={styles.text}>
          <Trans>
            We could not load who follows this journey just now. Please reload the page in a moment.
          </Trans>
        </Body1>
      )}
      <Suspense fallback={<Spinner size="small" label={loadingLabel} />}>
        {family?.access === 'HOLDER' && (
          <HolderFamily key={family.id} family={family} focusCard={focusHeading} />
        )}
        {family?.access === 'GUARDIAN' && (
          <GuardianFamily key={family.id} family={family} onLeft={onLeft} />
        )}
      </Suspense>
    </section>
  );
}
