import { formatDay, formatMoney, localeOfAcceptLanguage } from './locale.js';

describe('localeOfAcceptLanguage', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES-419', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr-CA, es-US;q=0.7', 'es'],
    ['en-US,es;q=0.9', 'en'],
    ['en;q=0.5, es;q=0.8', 'es'],
    ['es;q=0, en', 'en'],
    ['fr', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%p speaks %p', (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale);
  });
});

describe('formatting for a page', () => {
  it('writes prices and days with Intl for en-US and es-US', () => {
    expect(formatMoney(17_500, 'usd')).toBe('$175.00');
    expect(formatMoney(17_500, 'usd', 'es')).toBe(
      new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(175),
    );
    expect(formatDay('2026-03-01T00:00:00Z')).toBe('Mar 1, 2026');
    expect(formatDay('2026-03-01T00:00:00Z', 'es', 'long')).toBe('1 de marzo de 2026');
    expect(formatDay('not a date', 'es')).toBe('not a date');
  });
});
