import { Link as RouterLink } from '@portal/shared/router';
import { HEADER_HEIGHT, getConfig, mediaUp, routes } from '@portal/shared';
import { Button, NewTabHint, makeStyles, tokens } from '@portal/shared/ui';
import { BrandMark } from '@portal/shared/ui/plain';
import {
  NavigationRegular,
  DismissRegular,
  PersonCircleRegular,
  ChatHelpRegular,
} from '@fluentui/react-icons';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { AvatarMenu } from './AvatarMenu';
import { LanguageToggle } from './LanguageToggle';
import { saveAccountLanguage, useAccountLanguage } from './api/account-language';
import { ProfileDialog } from './lazy-dialogs';
import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

const useStyles = makeStyles({
  header: {
    position: 'fixed',
    insetInline: 0,
    top: 0,
    zIndex: 100,
    height: `${HEADER_HEIGHT.small}px`,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingInline: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    boxSizing: 'border-box',
    [mediaUp('md')]: {
      height: `${HEADER_HEIGHT.large}px`,
      gap: tokens.spacingHorizontalS,
      paddingInline: tokens.spacingHorizontalXL,
    },
  },
  logo: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  logoText: { display: 'none', [mediaUp('sm')]: { display: 'inline' } },
  spacer: { flex: 1 },
  actions: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    [mediaUp('md')]: { gap: tokens.spacingHorizontalXS },
  },
  // On a phone the header holds eight controls in 375 px (in Spanish too): the offer button as
  // wide as its words.
  offer: {
    whiteSpace: 'nowrap',
    minWidth: 'auto',
    flexShrink: 0,
    paddingInline: tokens.spacingHorizontalS,
  },
});

interface HeaderProps {
  narrow: boolean;
  navOpen: boolean;
  onToggleNav: () => void;
  onOpenSupport: () => void;
}

export function Header({ narrow, navOpen, onToggleNav, onOpenSupport }: HeaderProps) {
  const styles = useStyles();
  const { t } = useLingui();
  useAccountLanguage();
  const [profileOpen, setProfileOpen] = useState(false);
  const { links } = getConfig();
  return (
    <header className={styles.header}>
      {narrow && (
        <Button
          appearance="subtle"
          icon={navOpen ? <DismissRegular /> : <NavigationRegular />}
          aria-label={navOpen ? t`Close menu` : t`Open menu`}
          aria-expanded={navOpen}
          aria-controls="portal-nav"
          onClick={onToggleNav}
        />
      )}
      <RouterLink to={routes.dashboard} className={styles.logo} aria-label={t`Parent Portal home`}>
        <BrandMark size={32} />
        <span className={styles.logoText} aria-hidden="true">
          <Trans>Parent Portal</Trans>
        </span>
      </RouterLink>
      <span className={styles.spacer} />
      <div className={styles.actions}>
        <LanguageToggle compact={narrow} onChanged={saveAccountLanguage} />
        <Button
          as="a"
          href={links.ambassador}
          target="_blank"
          rel="noopener noreferrer"
          appearance="primary"
          shape="circular"
          className={narrow ? styles.offer : undefined}
        >
          <Trans>Get $99</Trans>
          <NewTabHint />
        </Button>
        <NotificationBell />
        <Button
          appearance="subtle"
          icon={<ChatHelpRegular />}
          aria-label={t`Support`}
          onClick={onOpenSupport}
        />
        <Button
          appearance="subtle"
          icon={<PersonCircleRegular />}
          aria-label={t`Your profile`}
          onClick={() => setProfileOpen(true)}
        />
        <AvatarMenu compact={narrow} onOpenProfile={() => setProfileOpen(true)} />
      </div>
      {profileOpen && (
        <Suspense fallback={null}>
          <ProfileDialog open onOpenChange={setProfileOpen} />
        </Suspense>
      )}
    </header>
  );
}
