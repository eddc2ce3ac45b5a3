import { Link as RouterLink } from '@portal/shared/router';
import { routes, usePageTitle } from '@portal/shared';
import { Body1, Title2, makeStyles, tokens } from '@portal/shared/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useHostTexts } from '../i18n/host-texts';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    maxWidth: '36rem',
  },
});

/**
 * Inside the shell (an unknown /portal path) the host's texts are there; outside it (any other
 * unknown path) the page asks for them and shows nothing until they have come.
 */
export function NotFoundPage() {
  const texts = useHostTexts();
  return texts === 'ready' ? <NotFound /> : null;
}

function NotFound() {
  const styles = useStyles();
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <Title2 as="h1" id="not-found-title">
        <Trans>We could not find that page</Trans>
      </Title2>
      <Body1>
        <Trans>The address may be mistyped, or the page may have moved.</Trans>
      </Body1>
      <RouterLink to={routes.dashboard}>
        <Trans>Go to your portal home</Trans>
      </RouterLink>
    </section>
  );
}
