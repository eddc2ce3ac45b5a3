import { usePageTitle } from '@portal/shared';
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

/** The frame of every commerce page (order, gift, purchase and their confirmations). */
export function CommercePage({ title }: { title: string }) {
  const styles = useStyles();
  usePageTitle(title);
  return (
    <main className={styles.page}>
      <Title2 as="h1">{title}</Title2>
    </main>
  );
}
