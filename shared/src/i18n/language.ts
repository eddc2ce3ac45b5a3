import { i18n, type Messages } from '@lingui/core';
import { createStore } from '../store/create-store';
import { useStore } from '../store/use-store';
import { isLocale, preferredLocale, SOURCE_LOCALE, type Locale } from './locales';
import { loadSharedCatalog, SHARED_ENGLISH } from './shared-catalog';

/** A catalogue of one app, in one language (each app compiles its own: `npm run i18n`). */
export type CatalogLoader = (locale: Locale) => Promise<Messages>;

/** The choice kept for the visit before sign-in (a language is not health data). */
const VISIT_KEY = 'portal.locale';

export interface LanguageState {
  locale: Locale;
  /** The languages parents may choose now. */
  offered: readonly Locale[];
}

export const languageStore = createStore<LanguageState>({
  locale: SOURCE_LOCALE,
  offered: [SOURCE_LOCALE],
});

// Until the portal starts its language (and in unit tests), English: @portal/shared's own
// texts are there from the start, every app adds its own catalogue as it registers.
if (!i18n.locale) i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: SHARED_ENGLISH });

const catalogs = new Map<string, CatalogLoader>([['shared', loadSharedCatalog]]);
/** The language the portal is switching to (the current one when no switch is under way). */
let switchingTo: Locale = SOURCE_LOCALE;
const loaded = new Set<string>([`shared:${SOURCE_LOCALE}`]);

async function loadCatalogs(locale: Locale, names: Iterable<string>): Promise<void> {
  await Promise.all(
    [...names].map(async (name) => {
      const key = `${name}:${locale}`;
      const load = catalogs.get(name);
      if (!load || loaded.has(key)) return;
      i18n.load(locale, await load(locale));
      loaded.add(key);
    }),
  );
}

function rememberForVisit(locale: Locale): void {
  try {
    sessionStorage.setItem(VISIT_KEY, locale);
  } catch {
    // Storage may be unavailable (a private window): the choice lasts for the page.
  }
}

function visitLocale(): Locale | null {
  try {
    const kept = sessionStorage.getItem(VISIT_KEY);
    return isLocale(kept) ? kept : null;
  } catch {
    return null;
  }
}

/**
 * Switches the whole portal: every app's catalogue in that language is loaded first (each
 * app's own chunk), then the one runtime changes and every mounted remote re-renders in place;
 * `<html lang>` follows.
 */
export async function setLocale(locale: Locale): Promise<void> {
  const { offered } = languageStore.getState();
  const next = offered.includes(locale) ? locale : SOURCE_LOCALE;
  switchingTo = next;
  await loadCatalogs(next, catalogs.keys());
  // A later switch has started meanwhile: it decides.
  if (switchingTo !== next) return;
  i18n.activate(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  rememberForVisit(next);
  languageStore.setState({ locale: next });
}

/**
 * Registers an app's catalogue (at its mount): its texts in the active language load now, and
 * in any other language when the portal switches to it.
 */
export async function registerCatalog(name: string, load: CatalogLoader): Promise<void> {
  // Another loader under the same name is another version of the app (a deploy reached the
  // open page): its texts load again.
  if (catalogs.has(name) && catalogs.get(name) !== load) {
    for (const key of loaded) if (key.startsWith(`${name}:`)) loaded.delete(key);
  }
  catalogs.set(name, load);
  // The language spoken now and, during a switch, the one it is switching to: a catalogue
  // registered while a switch loads the others' must not be missing when it lands.
  const { locale } = languageStore.getState();
  await Promise.all([...new Set([locale, switchingTo])].map((each) => loadCatalogs(each, [name])));
  if (!i18n.locale) i18n.activate(locale);
}

/**
 * Starts the portal's language: the one chosen earlier in this visit, else the browser's
 * first language the portal offers, else English.
 */
export async function startLanguage(offered: readonly Locale[]): Promise<void> {
  languageStore.setState({ offered });
  const languages =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  try {
    await setLocale(visitLocale() ?? preferredLocale(languages, offered));
  } catch {
    // A catalogue that cannot load (a dropped connection): the portal starts in English.
    await setLocale(SOURCE_LOCALE);
  }
}

/** Whether an app's catalogue is loaded in the language the portal speaks now. */
export function isCatalogLoaded(name: string): boolean {
  return loaded.has(`${name}:${languageStore.getState().locale}`);
}

export function useLanguage(): LanguageState {
  return useStore(languageStore);
}
