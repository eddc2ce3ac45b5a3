import { useEffect } from 'react';
import {
  isLocale,
  languageStore,
  requestGateway,
  setLocale,
  useAuth,
  type Locale,
} from '@portal/shared';
import { AccountLanguageDocument, SetLanguageDocument } from './account-language.generated';

/** Saves the language the parent just chose with their account (a failure keeps it for the visit). */
export function saveAccountLanguage(locale: Locale): void {
  requestGateway(SetLanguageDocument, {
    language: locale === 'es' ? 'ES' : 'EN',
  }).catch(() => undefined);
}

/**
 * After sign-in, the portal speaks the language the parent chose on any device (their
 * account's), when it offers it; an account without one keeps the visit's.
 */
export function useAccountLanguage(): void {
  const { user } = useAuth();
  const uid = user?.id;
  useEffect(() => {
    // One language offered: nothing to ask.
    if (!uid || languageStore.getState().offered.length < 2) return undefined;
    let current = true;
    requestGateway(AccountLanguageDocument).then(
      ({ me }) => {
        const chosen = me.profile.language?.toLowerCase();
        const { locale, offered } = languageStore.getState();
        if (current && isLocale(chosen) && chosen !== locale && offered.includes(chosen)) {
          void setLocale(chosen);
        }
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [uid]);
}
