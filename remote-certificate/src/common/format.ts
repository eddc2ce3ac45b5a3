// Certificate numbers and dates written for people, in the portal's language (Intl with the
// active locale: 'en-US' or 'es-US'). Every formatter takes the caller's i18n, so the screen,
// print and the PDF say the same thing in the same language.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n as portalI18n } from '@portal/shared';

const MAX_DECIMALS = 2;

/** The Intl locale of the portal's language. */
export function intlLocale(i18n: Pick<I18n, 'locale'> = portalI18n): string {
  return i18n.locale === 'es' ? 'es-US' : 'en-US';
}

/** How many decimals the lab wrote (at most two): 14 stays "14", 14.2 stays "14.2". */
export function decimalsOf(value: number): number {
  for (let decimals = 0; decimals < MAX_DECIMALS; decimals += 1) {
    const scale = 10 ** decimals;
    if (Math.abs(Math.round(value * scale) - value * scale) < 1e-6) return decimals;
  }
  return MAX_DECIMALS;
}

/** Formats `value` with as many decimals as the lab wrote in `written`. */
function numberFormat(
  i18n: I18n,
  value: number,
  written: number = value,
  options: Intl.NumberFormatOptions = {},
): string {
  const decimals = decimalsOf(written);
  return new Intl.NumberFormat(intlLocale(i18n), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    ...options,
  }).format(value);
}

/** A lab number as written, with thousands separators: 1234.5 -> "1,234.5". */
export function formatDecimal(value: number, i18n: I18n = portalI18n): string {
  return numberFormat(i18n, value);
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** 8 -> "⁸" (for the screen; the PDF's standard fonts have no superscript digits). */
export function superscript(exponent: number): string {
  return String(exponent)
    .split('')
    .map((digit) => SUPERSCRIPT_DIGITS[Number(digit)] ?? digit)
    .join('');
}

export interface CellCount {
  /** As the lab reports it: "14.2 × 10⁸ cells". */
  scientific: string;
  /** The same in plain text: "14.2 × 10^8 cells". */
  scientificText: string;
  /** Written out: "1,420,000,000 cells". */
  inFull: string;
}

/** A cell count the lab gives in units of 10^exponent (TNC: 10^8, CD34+: 10^6). */
export function formatCellCount(
  value: number,
  exponent: number,
  i18n: I18n = portalI18n,
): CellCount {
  const lab = formatDecimal(value, i18n);
  const power = superscript(exponent);
  const cells = new Intl.NumberFormat(intlLocale(i18n), { maximumFractionDigits: 0 }).format(
    Math.round(value * 10 ** exponent),
  );
  return {
    scientific: i18n._(msg({ message: `${lab} × 10${power} cells`, comment: 'Review: clinical' })),
    scientificText: i18n._(
      msg({ message: `${lab} × 10^${exponent} cells`, comment: 'Review: clinical' }),
    ),
    inFull: i18n._(msg({ message: `${cells} cells`, comment: 'Review: clinical' })),
  };
}

/** A percentage the lab gives as 0-100: 97.4 -> "97.4%". */
export function formatPercent(value: number, i18n: I18n = portalI18n): string {
  return numberFormat(i18n, value / 100, value, { style: 'percent' });
}

/** A volume in millilitres: 98.5 -> "98.5 mL", 1200 -> "1,200 mL". */
export function formatVolume(ml: number, i18n: I18n = portalI18n): string {
  return numberFormat(i18n, ml, ml, { style: 'unit', unit: 'milliliter', unitDisplay: 'short' });
}

/** A calendar date (YYYY-MM-DD) as people read it: "April 13, 2024", the same in any zone. */
export function formatDate(date: string, i18n: I18n = portalI18n): string {
  return new Intl.DateTimeFormat(intlLocale(i18n), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The day of an instant (ISO 8601) in the reader's own time zone: "May 2, 2024". */
export function formatDayOf(instant: string, timeZone?: string, i18n: I18n = portalI18n): string {
  return new Intl.DateTimeFormat(intlLocale(i18n), { dateStyle: 'long', timeZone }).format(
    new Date(instant),
  );
}
