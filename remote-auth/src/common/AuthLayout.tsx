import { useEffect, useRef, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import {
  DEFAULT_LINKS,
  DEFAULT_SUPPORT_PHONE,
  brandTokens,
  getConfig,
  isConfigured,
  mediaUp,
} from '@portal/shared';
import { Body1, ExternalLink, makeStyles, tokens } from '@portal/shared/ui';
import { BrandMark } from '@portal/shared/ui/plain';
import { LanguageSwitch } from './LanguageSwitch';

const useStyles = makeStyles({
  main: {
    boxSizing: 'border-box',
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorBrandBackground2,
    outline: 'none',
    [mediaUp('sm')]: {
      justifyContent: 'center',
      padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
    },
  },
  card: {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '28rem',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    '& p': { marginBlock: 0 },
    [mediaUp('sm')]: { padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}` },
  },
  top: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    textDecorationLine: 'none',
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: {
    margin: 0,
    outline: 'none',
    fontFamily: brandTokens.fontFamilyHeading,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  intro: { color: tokens.colorNeutralForeground2 },
  help: { margin: 0, color: tokens.colorNeutralForeground2, textAlign: 'center' },
  language: { fontSize: tokens.fontSizeBase300 },
  phone: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
});

export interface AuthLayoutProps {
  /** The page's one level-1 heading. */
  title: string;
  /** A sentence under the heading. */
  intro?: ReactNode;
  children?: ReactNode;
}

/** The bank's home page, where the logo leads (the marketing site). */
function marketingHome(): string {
  return isConfigured() ? getConfig().links.marketingHome : DEFAULT_LINKS.marketingHome;
}

function supportPhone(): string {
  return isConfigured() ? getConfig().support.phone : DEFAULT_SUPPORT_PHONE;
}

/**
 * The calm, centred card every auth page sits in: the brand, the language switch, the page
 * heading, the content, and the support phone for a parent who is stuck. Owns the page's `<main>` landmark (the
 * host renders auth pages without its shell).
 */
export function AuthLayout({ title, intro, children }: AuthLayoutProps) {
  const styles = useStyles();
  const phone = supportPhone();
  const heading = useRef<HTMLHeadingElement>(null);

  // Arriving from another page (the link pressed is gone), focus would be lost to the
  // document: start on the page's heading instead, so screen readers announce the new page.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <main id="main" className={styles.main} tabIndex={-1}>
      <div className={styles.card}>
        <div className={styles.header}>
          <div className={styles.top}>
            <ExternalLink className={styles.brand} href={marketingHome()}>
              <BrandMark size={32} />
              <span>
                <Trans>Parent Portal</Trans>
              </span>
            </ExternalLink>
            <LanguageSwitch className={styles.language} />
          </div>
          <h1 className={styles.title} ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {intro ? <Body1 className={styles.intro}>{intro}</Body1> : null}
        </div>
        {children}
      </div>
      <Body1 as="p" className={styles.help}>
        <Trans>
          Need help? Call us at{' '}
          <a className={styles.phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {phone}
          </a>
        </Trans>
      </Body1>
    </main>
  );
}
