import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@portal/shared';
import { Title2, makeStyles, tokens } from '@portal/shared/ui';
import { ReleasePageIntro } from '../features/release/ReleasePageIntro';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '48rem' },
  heading: { margin: 0 },
});

/** Release or transfer (/portal/release): this remote's page, made by `npm run add-remote`. */
export function ReleasePage() {
  const styles = useStyles();
  const { t } = useLingui();
  usePageTitle(t`Release or transfer`);
  return (
    <section className={styles.page} aria-labelledby="release-title">
      <Title2 as="h1" id="release-title" className={styles.heading}>
        <Trans>Release or transfer</Trans>
      </Title2>
      <ReleasePageIntro />
    </section>
  );
}
