/**
 * The texts this service's pages share (checkout, receipt, billing page and its actions), in
 * each language of the portal. The English is the source: tests check it word for word.
 */
import type { PageLocale } from './locale.js';

export interface SharedPageTexts {
  /** The end of every page's title: "Billing | Parent portal". */
  site: string;
  backToPortal: string;
  cardNumber: string;
  cardNumberHint: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  cvcHint: string;
  checkCard: string;
  noCardNumber: string;
  cardDigitsOnly: string;
  testCardsOnly: string;
  noExpiry: string;
  expiryFormat: string;
  expired: string;
  noCvc: string;
  cvcFormat: string;
  declined: string;
  /** "Visa ending in 4242". */
  cardName: (brand: string, last4: string) => string;
  noCardOnFile: string;
  /** "per year" after a price; another interval by its own name. */
  perInterval: (interval: string) => string;
}

const EN: SharedPageTexts = {
  site: 'Parent portal',
  backToPortal: 'Back to the portal',
  cardNumber: 'Card number',
  cardNumberHint: 'Test card: 4242 4242 4242 4242',
  expiry: 'Expiry date',
  expiryHint: 'MM/YY',
  cvc: 'Security code (CVC)',
  cvcHint: '3 or 4 digits',
  checkCard: 'Check the card details below.',
  noCardNumber: 'Enter the card number.',
  cardDigitsOnly: 'Enter the card number with digits only, e.g. 4242 4242 4242 4242.',
  testCardsOnly: 'This test checkout takes the test cards only: use 4242 4242 4242 4242.',
  noExpiry: 'Enter the expiry date.',
  expiryFormat: 'Enter the expiry date as MM/YY, e.g. 12/30.',
  expired: 'This card has expired.',
  noCvc: 'Enter the security code (CVC).',
  cvcFormat: 'Enter the 3 or 4 digit security code (CVC).',
  declined: 'Your card was declined. Try another card.',
  cardName: (brand, last4) => `${brand} ending in ${last4}`,
  noCardOnFile: 'No card on file',
  perInterval: (interval) => `per ${interval}`,
};

const ES: SharedPageTexts = {
  site: 'Portal para padres',
  backToPortal: 'Volver al portal',
  cardNumber: 'Número de tarjeta',
  cardNumberHint: 'Tarjeta de prueba: 4242 4242 4242 4242',
  expiry: 'Fecha de vencimiento',
  expiryHint: 'MM/AA',
  cvc: 'Código de seguridad (CVC)',
  cvcHint: '3 o 4 dígitos',
  checkCard: 'Revise los datos de la tarjeta a continuación.',
  noCardNumber: 'Ingrese el número de tarjeta.',
  cardDigitsOnly:
    'Ingrese el número de tarjeta solo con dígitos, por ejemplo, 4242 4242 4242 4242.',
  testCardsOnly: 'Este pago de prueba solo acepta las tarjetas de prueba: use 4242 4242 4242 4242.',
  noExpiry: 'Ingrese la fecha de vencimiento.',
  expiryFormat: 'Ingrese la fecha de vencimiento como MM/AA, por ejemplo, 12/30.',
  expired: 'Esta tarjeta está vencida.',
  noCvc: 'Ingrese el código de seguridad (CVC).',
  cvcFormat: 'Ingrese el código de seguridad (CVC) de 3 o 4 dígitos.',
  declined: 'Su tarjeta fue rechazada. Pruebe con otra tarjeta.',
  cardName: (brand, last4) => `${brand} terminada en ${last4}`,
  noCardOnFile: 'No hay ninguna tarjeta registrada',
  perInterval: (interval) =>
    interval === 'year' ? 'al año' : interval === 'month' ? 'al mes' : `por ${interval}`,
};

export const SHARED_PAGE_TEXTS: Readonly<Record<PageLocale, SharedPageTexts>> = { en: EN, es: ES };

/** A page's title: its own words, then the portal's name. */
export const pageTitle = (locale: PageLocale, ...parts: string[]) =>
  [...parts, SHARED_PAGE_TEXTS[locale].site].join(' | ');

/** The plans' names in Spanish, by code (the gateway's catalogue names them in English). */
const SPANISH_PLAN_NAMES: Readonly<Record<string, string>> = {
  annual: 'Almacenamiento anual',
  monthly: 'Almacenamiento mensual',
};

/** A plan's name in the page's language: the catalogue's own in English or when unknown. */
export function planNameIn(locale: PageLocale, plan: { code?: string; name: string }): string {
  const spanish =
    locale === 'es' && plan.code && Object.hasOwn(SPANISH_PLAN_NAMES, plan.code)
      ? SPANISH_PLAN_NAMES[plan.code]
      : undefined;
  return spanish ?? plan.name;
}
