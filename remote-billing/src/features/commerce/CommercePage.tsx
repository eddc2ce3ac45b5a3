import type { ReactNode } from 'react';
import { usePageTitle } from '@portal/shared';
import { Body1, Title2, makeStyles, tokens } from '@portal/shared/ui';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    // One column that never grows past the page (a MessageBar's min-content could widen it).
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalL,
    maxWidth: '40rem',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    boxSizing: 'border-box',
    width: '100%',
  },
  heading: { margin: 0 },
  intro: { margin: 0 },
});

/** The frame of every commerce page (order, gift, purchase and their confirmations). */
export function CommercePage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const styles = useStyles();
  usePageTitle(title);
  return (
    <main id="main" className={styles.page}>
      <Title2 as="h1" className={styles.heading}>
        {title}
      </Title2>
      {intro ? (
        <Body1 as="p" className={styles.intro}>
          {intro}
        </Body1>
      ) : null}
      {children}
    </main>
  );
}
