import { SHIPPING_COUNTRIES } from '@portal/rules/commerce';
import { intlLocale } from '../../common/checkout/intl-locale';

interface AddressLike {
  line1: string;
  line2?: string | null;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** A shipping country's name in the portal's language ("Canada", "Canadá"). */
export function countryName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames(intlLocale(locale), { type: 'region' }).of(code);
    if (name && name !== code) return name;
  } catch {
    // Not a region code Intl knows: the rules' English name, else the code itself.
  }
  return SHIPPING_COUNTRIES.find((candidate) => candidate.code === code)?.name ?? code;
}

/** An address as lines for display, its country named in the portal's language. */
export function addressLines(address: AddressLike, locale: string): string {
  return [
    address.line1,
    address.line2,
    `${address.city}, ${address.region} ${address.postalCode}`,
    countryName(address.country, locale),
  ]
    .filter((line) => line && line.trim() !== '')
    .join('\n');
}
