import { usePageTitle, useSelectedChild } from '@portal/shared';
import { Body1, Title2, makeStyles, tokens } from '@portal/shared/ui';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '48rem' },
});

export function UnderstandingStemCellKeyPage() {
  const styles = useStyles();
  const child = useSelectedChild();
  usePageTitle('Understanding your Stem Cell Certificate');
  return (
    <section className={styles.page} aria-labelledby="understandingStemCellKey-title">
      <Title2 as="h1" id="understandingStemCellKey-title">
        Understanding your Stem Cell Certificate
      </Title2>
      {child.name && <Body1>For {child.name}</Body1>}
    </section>
  );
}
