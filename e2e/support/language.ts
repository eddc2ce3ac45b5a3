import { expect, type Page } from '@playwright/test';

/*
 * English that a Spanish page must not show: the everyday English words that are not also
 * Spanish words ("a", "no", "me", "he", "has", "red", "son" are both, so they are not here).
 * A text that did not go through a catalogue almost always has one of them.
 */
const ENGLISH_WORDS = new Set(
  (
    'the your you and of to is are with this that these those please for our we be will can ' +
    'has been have not at from by it its an if when what which who how why all more new now ' +
    'here there about after before into just may must need only than then they them their was ' +
    'were would could should did does do get go see let out up off over under back next save ' +
    'sign continue cancel close open order show hide view edit send request requested done ' +
    'try again loading something went wrong page form health child children baby ' +
    'pick-up pickup courier certificate billing profile settings notifications notification ' +
    'email password name phone address date time today yesterday tomorrow am pm day days ' +
    'week weeks month months year years hour hours minutes welcome hello thank thanks yes ' +
    'add remove invite family access account holder guardian gift plans price ' +
    'monthly yearly annual paid pay payment card receipt confirm confirmed confirmation ' +
    'step steps section of support help call us menu home dashboard language'
  ).split(/\s+/),
);

/** Names of places that stay as they are (the time zones' cities). */
const PLACES = ['New York', 'Los Angeles', 'Anchorage', 'Honolulu', 'Phoenix', 'Denver', 'Chicago'];

export interface SpanishCheck {
  /** Texts that stay as they are in every language (names, the brand, addresses typed). */
  keep?: readonly string[];
}

/** Every text a parent can see or hear on the page: the visible text and the accessible names. */
async function textsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = [document.title, document.body.innerText];
    for (const element of Array.from(
      document.querySelectorAll<HTMLElement>(
        '[aria-label], [placeholder], [title], img[alt], [aria-description]',
      ),
    )) {
      if (element.closest('[hidden], [aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description']) {
        const value = element.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** English words found in the page's texts, each with the line it was found in. */
export async function englishOn(page: Page, { keep = [] }: SpanishCheck = {}): Promise<string[]> {
  const found: string[] = [];
  for (const text of await textsOf(page)) {
    for (let line of text.split('\n')) {
      for (const kept of [...keep, ...PLACES]) line = line.split(kept).join(' ');
      // Email addresses, web addresses and phone numbers are not words of a language.
      line = line.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
      const words = line.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? [];
      const english = words.filter((word) => ENGLISH_WORDS.has(word));
      if (english.length > 0) found.push(`${english.join(', ')}: “${line.trim()}”`);
    }
  }
  return found;
}

/** The page speaks Spanish: `<html lang="es">` and no English word outside `keep`. */
export async function expectSpanish(page: Page, where: string, check: SpanishCheck = {}) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await englishOn(page, check), `English on ${where}`).toEqual([]);
}
