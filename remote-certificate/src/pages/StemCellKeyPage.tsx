import { usePageTitle, useSelectedChild } from '@portal/shared';
import { Body1, Title2, makeStyles, tokens } from '@portal/shared/ui';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '48rem' },
});

export function StemCellKeyPage() {
  const styles = useStyles();
  const child = useSelectedChild();
  usePageTitle('Stem Cell Certificate');
  return (
    <section className={styles.page} aria-labelledby="stemCellKey-title">
      <Title2 as="h1" id="stemCellKey-title">
        Stem Cell Certificate
      </Title2>
      {child.name && <Body1>For {child.name}</Body1>}
    </section>
  );
}
