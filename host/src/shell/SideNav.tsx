import { useState } from 'react';
import { Link as RouterLink, useLocation } from '@portal/shared/router';
import {
  HEADER_HEIGHT,
  NAV_WIDTH,
  getConfig,
  mediaUp,
  routes,
  swapOrder,
  useAuth,
  useOrders,
} from '@portal/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBillingPortal } from '../features/billing/use-billing-portal';
import { ExternalLink, Spinner, makeStyles, mergeClasses, tokens } from '@portal/shared/ui';
import {
  HomeRegular,
  ClipboardTaskRegular,
  VehicleTruckProfileRegular,
  CertificateRegular,
  PaymentRegular,
  BookOpenRegular,
  PeopleSwapRegular,
  SignOutRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { internalNavItems, isActive } from './nav-items';
import { useSignOut } from './use-sign-out';
import { useScreenReaderOnlyStyles } from '../ui/screen-reader-only';

/** Each internal item's icon, by its route (its label depends on the language). */
const icons: Readonly<Record<string, ReactElement>> = {
  [routes.dashboard]: <HomeRegular />,
  [routes.medicalForm]: <ClipboardTaskRegular />,
  [routes.pickUp]: <VehicleTruckProfileRegular />,
  [routes.stemCellKey]: <CertificateRegular />,
};

const useStyles = makeStyles({
  nav: {
    position: 'fixed',
    top: `${HEADER_HEIGHT.small}px`,
    bottom: 0,
    left: 0,
    zIndex: 90,
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    padding: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
    [mediaUp('sm')]: { width: `${NAV_WIDTH.sm}px` },
    [mediaUp('md')]: {
      position: 'sticky',
      top: `${HEADER_HEIGHT.large}px`,
      height: `calc(100vh - ${HEADER_HEIGHT.large}px)`,
      marginTop: `${HEADER_HEIGHT.large}px`,
      flexShrink: 0,
    },
    [mediaUp('lg')]: { width: `${NAV_WIDTH.lg}px` },
  },
  hidden: { display: 'none' },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
  },
  bottom: { marginTop: 'auto', paddingTop: tokens.spacingVerticalM },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    minHeight: '44px',
    boxSizing: 'border-box',
    paddingInline: tokens.spacingHorizontalM,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    background: 'transparent',
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
    fontSize: tokens.fontSizeBase300,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground2Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
});

interface SideNavProps {
  narrow: boolean;
  open: boolean;
  onClose: () => void;
}

/** The side navigation of spec §2; on narrow screens a drawer opened by the burger. */
export function SideNav({ narrow, open, onClose }: SideNavProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const srOnly = useScreenReaderOnlyStyles().text;
  const { pathname } = useLocation();
  const { orders, selected, multiple } = useOrders();
  const { user } = useAuth();
  const billing = useBillingPortal();
  const signOut = useSignOut();
  const [announcement, setAnnouncement] = useState('');
  const { links } = getConfig();

  const selectedIndex = selected ? orders.findIndex((o) => o.id === selected.id) : -1;
  const count = orders.length;
  const shown = selectedIndex + 1;
  const position = selectedIndex >= 0 ? t`Child ${shown} of ${count}` : '';

  const billingItem = (
    <li key="billing">
      <button
        type="button"
        className={styles.item}
        onClick={() => billing.start()}
        disabled={billing.status !== 'idle' || !user?.email}
        aria-busy={billing.status !== 'idle'}
      >
        {billing.status === 'idle' ? (
          <PaymentRegular />
        ) : (
          <Spinner size="extra-tiny" aria-label={t`Opening billing`} />
        )}
        <Trans>Billing</Trans>
      </button>
    </li>
  );
  const knowledgeItem = (
    <li key="knowledge">
      <ExternalLink className={styles.item} href={links.knowledgeCenter}>
        <BookOpenRegular />
        <Trans>Knowledge Center</Trans>
      </ExternalLink>
    </li>
  );
  const siblingsItem = multiple ? (
    <li key="siblings">
      <button
        type="button"
        className={styles.item}
        onClick={() => {
          swapOrder();
          const next = ((selectedIndex + 1) % count) + 1;
          setAnnouncement(t`Now showing child ${next} of ${count}.`);
        }}
      >
        <PeopleSwapRegular />
        <Trans>View Sibling(s)</Trans>
        {position && (
          <span className={srOnly}>
            <Trans>, showing {position}</Trans>
          </span>
        )}
      </button>
    </li>
  ) : null;
  const logoutItem = (
    <li key="logout">
      <button type="button" className={styles.item} onClick={() => void signOut()}>
        <SignOutRegular />
        <Trans>Log Out</Trans>
      </button>
    </li>
  );

  return (
    <nav
      id="portal-nav"
      aria-label={t`Portal`}
      className={mergeClasses(styles.nav, !open && styles.hidden)}
    >
      <ul className={styles.list}>
        {internalNavItems.map((item) => {
          const active = isActive(item, pathname);
          return (
            <li key={item.to}>
              <RouterLink
                to={item.to}
                className={mergeClasses(styles.item, active && styles.active)}
                aria-current={active ? 'page' : undefined}
                onClick={narrow ? onClose : undefined}
              >
                {icons[item.to]}
                {i18n._(item.label)}
              </RouterLink>
            </li>
          );
        })}
        {!narrow && billingItem}
        {!narrow && knowledgeItem}
        {siblingsItem}
      </ul>
      {narrow && (
        <ul className={mergeClasses(styles.list, styles.bottom)} aria-label={t`Account`}>
          {billingItem}
          {knowledgeItem}
          {logoutItem}
        </ul>
      )}
      <div role="status" aria-live="polite" className={srOnly}>
        {announcement}
      </div>
    </nav>
  );
}
