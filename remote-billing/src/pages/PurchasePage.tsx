import { useEffect } from 'react';
import { Title2, makeStyles, tokens } from '@portal/shared/ui';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    maxWidth: '32rem',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
  },
});

export function PurchasePage() {
  const styles = useStyles();
  useEffect(() => {
    document.title = 'Complete your purchase · Parent Portal';
  }, []);
  return (
    <main className={styles.page}>
      <Title2 as="h1">Complete your purchase</Title2>
    </main>
  );
}
