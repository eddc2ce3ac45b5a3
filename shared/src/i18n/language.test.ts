import { i18n } from '@lingui/core';
import type { Locale } from './locales';
import { languageStore, registerCatalog, setLocale } from './language';

const catalogue =
  (texts: Record<Locale, string>, wait: () => Promise<void> = () => Promise.resolve()) =>
  async (locale: Locale) => {
    if (locale !== 'en') await wait();
    return { [`greeting-${texts.en}`]: texts[locale] };
  };

beforeEach(() => languageStore.setState({ offered: ['en', 'es'] }));
afterEach(async () => {
  await setLocale('en');
  languageStore.setState({ offered: ['en'] });
});

describe('the portal’s language', () => {
  it('switches every registered catalogue, then the runtime, then <html lang>', async () => {
    await registerCatalog('first', catalogue({ en: 'Hello', es: 'Hola' }));
    expect(i18n._('greeting-Hello')).toBe('Hello');
    await setLocale('es');
    expect(i18n._('greeting-Hello')).toBe('Hola');
    expect(document.documentElement.lang).toBe('es');
    expect(languageStore.getState().locale).toBe('es');
  });

  it('has a catalogue registered during a switch in the new language when the switch lands', async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    await registerCatalog(
      'slow',
      catalogue({ en: 'Bye', es: 'Adiós' }, () => slow),
    );
    const switching = setLocale('es');
    // The host's shell registers its catalogue while the other apps' Spanish still loads.
    await registerCatalog('late', catalogue({ en: 'Thanks', es: 'Gracias' }));
    release();
    await switching;
    expect(i18n._('greeting-Thanks')).toBe('Gracias');
    expect(i18n._('greeting-Bye')).toBe('Adiós');
  });

  it('loads the texts of a new version of an app (a deploy reached the open page)', async () => {
    await registerCatalog('deployed', catalogue({ en: 'Request', es: 'Solicitar' }));
    expect(i18n._('greeting-Request')).toBe('Request');
    await registerCatalog('deployed', async () => ({ 'greeting-Request': 'Request · v2' }));
    expect(i18n._('greeting-Request')).toBe('Request · v2');
  });

  it('lets the last of two quick switches decide', async () => {
    await registerCatalog('quick', catalogue({ en: 'Yes', es: 'Sí' }));
    const first = setLocale('es');
    const second = setLocale('en');
    await Promise.all([first, second]);
    expect(languageStore.getState().locale).toBe('en');
    expect(i18n.locale).toBe('en');
  });

  it('speaks English when asked for a language not offered', async () => {
    languageStore.setState({ offered: ['en'] });
    await setLocale('es');
    expect(i18n.locale).toBe('en');
  });
});
