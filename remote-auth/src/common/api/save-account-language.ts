import { requestGateway, type Locale } from '@portal/shared';
import { SetAccountLanguageDocument } from './account-language.generated';

/**
 * Saves the language a signed-in parent chose with their account (a failure keeps it for the
 * visit). Loaded with that choice: the sign-in pages' first load does not carry it.
 */
export async function saveAccountLanguage(locale: Locale): Promise<void> {
  await requestGateway(SetAccountLanguageDocument, {
    language: locale === 'es' ? 'ES' : 'EN',
  });
}
