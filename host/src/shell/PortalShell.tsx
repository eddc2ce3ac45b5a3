import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from '@portal/shared/router';
import { HEADER_HEIGHT, mediaUp, useIsNarrow } from '@portal/shared';
import { makeStyles, tokens } from '@portal/shared/ui';
import { Header } from './Header';
import { SideNav } from './SideNav';
import { SupportDialog } from './lazy-dialogs';
import { PastDueBanner } from '../features/billing/PastDueBanner';
import { Trans } from '@lingui/react/macro';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    // A printed page (the stem cell certificate) is its content alone, without the shell.
    '@media print': {
      display: 'block',
      minHeight: 0,
      '& > header': { display: 'none' },
      '& > div > nav': { display: 'none' },
    },
  },
  skipLink: {
    position: 'absolute',
    left: '-10000px',
    top: 'auto',
    ':focus': {
      left: tokens.spacingHorizontalM,
      top: tokens.spacingVerticalS,
      zIndex: 1000,
      padding: tokens.spacingHorizontalM,
      backgroundColor: tokens.colorNeutralBackground1,
    },
  },
  body: { display: 'flex', flex: 1, minHeight: 0 },
  main: {
    flex: 1,
    minWidth: 0,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    paddingTop: `calc(${HEADER_HEIGHT.small}px + ${tokens.spacingVerticalL})`,
    outline: 'none',
    [mediaUp('md')]: {
      padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
      paddingTop: `calc(${HEADER_HEIGHT.large}px + ${tokens.spacingVerticalXL})`,
    },
    '@media print': { padding: 0 },
  },
});

/** The portal shell of spec §2: header, side navigation, support dialog and the content. */
export function PortalShell() {
  const styles = useStyles();
  const narrow = useIsNarrow();
  const [navOpen, setNavOpen] = useState(false);
  const [supportOpen, setSupportOpen] = useState(false);
  const { pathname } = useLocation();

  // A narrow screen's navigation closes when the page changes.
  useEffect(() => setNavOpen(false), [pathname]);
  const closeNav = useCallback(() => setNavOpen(false), []);

  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header
        narrow={narrow}
        navOpen={navOpen}
        onToggleNav={() => setNavOpen((open) => !open)}
        onOpenSupport={() => setSupportOpen(true)}
      />
      <div className={styles.body}>
        <SideNav narrow={narrow} open={!narrow || navOpen} onClose={closeNav} />
        <main id="main" className={styles.main} tabIndex={-1}>
          <PastDueBanner />
          <Outlet />
        </main>
      </div>
      {supportOpen && (
        <Suspense fallback={null}>
          <SupportDialog open onOpenChange={setSupportOpen} />
        </Suspense>
      )}
    </div>
  );
}
