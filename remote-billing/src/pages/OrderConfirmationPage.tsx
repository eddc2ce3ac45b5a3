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

export function OrderConfirmationPage() {
  const styles = useStyles();
  useEffect(() => {
    document.title = 'Thank you for your order · Parent Portal';
  }, []);
  return (
    <main className={styles.page}>
      <Title2 as="h1">Thank you for your order</Title2>
    </main>
  );
}
