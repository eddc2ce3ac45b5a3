import { Link as RouterLink } from '@portal/shared/router';
import { routes, usePageTitle } from '@portal/shared';
import { Body1, Title2, makeStyles, tokens } from '@portal/shared/ui';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    maxWidth: '36rem',
  },
});

export function NotFoundPage() {
  const styles = useStyles();
  usePageTitle('Page not found');
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <Title2 as="h1" id="not-found-title">
        We could not find that page
      </Title2>
      <Body1>The address may be mistyped, or the page may have moved.</Body1>
      <RouterLink to={routes.dashboard}>Go to your portal home</RouterLink>
    </section>
  );
}
