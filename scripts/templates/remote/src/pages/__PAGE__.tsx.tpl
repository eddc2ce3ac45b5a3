import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@portal/shared';
import { Title2, makeStyles, tokens } from '@portal/shared/ui';
import { __PAGE__Intro } from '../features/__FOLDER__/__PAGE__Intro';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '48rem' },
  heading: { margin: 0 },
});

/** __TITLE__ (__PATH__): this remote's page, made by `npm run add-remote`. */
export function __PAGE__() {
  const styles = useStyles();
  const { t } = useLingui();
  usePageTitle(t`__TITLE__`);
  return (
    <section className={styles.page} aria-labelledby="__FOLDER__-title">
      <Title2 as="h1" id="__FOLDER__-title" className={styles.heading}>
        <Trans>__TITLE__</Trans>
      </Title2>
      <__PAGE__Intro />
    </section>
  );
}
