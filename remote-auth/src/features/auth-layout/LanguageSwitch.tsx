import { Link } from '@portal/shared/ui';
import { LOCALE_NAMES, SOURCE_LOCALE, setLocale, useLanguage } from '@portal/shared';

export interface LanguageSwitchProps {
  className?: string;
}

/**
 * The auth pages' language switch (the host's header has its own, LanguageToggle): the other
 * language, named in that language ("Español", "English"), so a parent who reads only it finds
 * it. Before sign-in there is no account to save the choice to: setLocale keeps it for the
 * visit. Absent while the portal offers one language.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { locale, offered } = useLanguage();
  if (offered.length < 2) return null;
  const next = offered.find((candidate) => candidate !== locale) ?? SOURCE_LOCALE;
  return (
    <Link as="button" className={className} lang={next} onClick={() => void setLocale(next)}>
      {LOCALE_NAMES[next]}
    </Link>
  );
}
