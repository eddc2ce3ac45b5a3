import { SHIPPING_COUNTRIES } from '@portal/rules/commerce';

interface AddressLike {
  line1: string;
  line2?: string | null;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** An address as lines for display. */
export function addressLines(address: AddressLike): string {
  const country =
    SHIPPING_COUNTRIES.find((candidate) => candidate.code === address.country)?.name ??
    address.country;
  return [
    address.line1,
    address.line2,
    `${address.city}, ${address.region} ${address.postalCode}`,
    country,
  ]
    .filter((line) => line && line.trim() !== '')
    .join('\n');
}
