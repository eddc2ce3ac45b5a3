import { Button, makeStyles } from '@portal/shared/ui';
import { LOCALE_NAMES, SOURCE_LOCALE, setLocale, useLanguage, type Locale } from '@portal/shared';

export interface LanguageToggleProps {
  /** Shows the language's code ("ES") instead of its name, for a narrow header. */
  compact?: boolean;
  /** After the portal switched (e.g. to save the choice with the account). */
  onChanged?: (locale: Locale) => void;
}

const useStyles = makeStyles({
  // The code alone ("ES"): as narrow as the narrow header needs.
  compact: { minWidth: 'auto', paddingInline: '6px' },
});

/**
 * (In the host, not @portal/shared, so /login's first load stays within 200 KB gzip; the
 * sign-in page's switch is the auth remote's.) Switches the portal to the other language, named in that language ("Español", "English"),
 * so a parent who reads only it finds it. Absent while the portal offers one language.
 */
export function LanguageToggle({ compact = false, onChanged }: LanguageToggleProps) {
  const { locale, offered } = useLanguage();
  const styles = useStyles();
  if (offered.length < 2) return null;
  const next = offered.find((candidate) => candidate !== locale) ?? SOURCE_LOCALE;
  const name = LOCALE_NAMES[next];
  return (
    <Button
      appearance="subtle"
      lang={next}
      className={compact ? styles.compact : undefined}
      aria-label={compact ? `${next.toUpperCase()}, ${name}` : undefined}
      onClick={() => void setLocale(next).then(() => onChanged?.(next))}
    >
      {compact ? next.toUpperCase() : name}
    </Button>
  );
}
