import { usePageTitle, useSelectedChild } from '@portal/shared';
import { Body1, Title2, makeStyles, tokens } from '@portal/shared/ui';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '48rem' },
});

export function PickUpPage() {
  const styles = useStyles();
  const child = useSelectedChild();
  usePageTitle('Request Kit Pick Up');
  return (
    <section className={styles.page} aria-labelledby="pickUp-title">
      <Title2 as="h1" id="pickUp-title">
        Request Kit Pick Up
      </Title2>
      {child.name && <Body1>For {child.name}</Body1>}
    </section>
  );
}
