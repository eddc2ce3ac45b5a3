import { Link } from '@portal/shared/ui';
import {
  LOCALE_NAMES,
  SOURCE_LOCALE,
  setLocale,
  useAuth,
  useLanguage,
  type Locale,
} from '@portal/shared';

export interface LanguageSwitchProps {
  className?: string;
}

/**
 * The auth pages' language switch (the host's header has its own, LanguageToggle): the other
 * language, named in that language ("Español", "English"), so a parent who reads only it finds
 * it. Before sign-in there is no account to save the choice to: setLocale keeps it for the
 * visit; a parent already signed in (the email verification page) has it saved with their
 * account too, as the header's switch does. Absent while the portal offers one language.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { locale, offered } = useLanguage();
  const { user } = useAuth();
  if (offered.length < 2) return null;
  const next = offered.find((candidate) => candidate !== locale) ?? SOURCE_LOCALE;
  const choose = (chosen: Locale) => {
    void setLocale(chosen);
    if (user) {
      import(/* webpackChunkName: "save-account-language" */ './api/save-account-language')
        .then(({ saveAccountLanguage }) => saveAccountLanguage(chosen))
        .catch(() => undefined);
    }
  };
  return (
    <Link as="button" className={className} lang={next} onClick={() => choose(next)}>
      {LOCALE_NAMES[next]}
    </Link>
  );
}
