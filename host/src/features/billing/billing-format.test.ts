import {
  cardBrandName,
  formatBillingDate,
  formatMoney,
  invoiceStatusText,
  perInterval,
} from './billing-format';

it('formats cents in the currency, whatever its case', () => {
  expect(formatMoney(17_500, 'usd')).toBe('$175.00');
  expect(formatMoney(1_500, 'USD')).toBe('$15.00');
  expect(formatMoney(1_500, 'eur')).toBe('€15.00');
});

it('formats a renewal date as its calendar day in UTC', () => {
  expect(formatBillingDate('2027-01-27T08:00:00Z')).toBe('January 27, 2027');
  // Late in the day in UTC is still that day, whatever the reader's zone.
  expect(formatBillingDate('2027-04-13T23:30:00Z')).toBe('April 13, 2027');
});

it.each([
  ['visa', 'Visa'],
  ['mastercard', 'Mastercard'],
  ['amex', 'American Express'],
  ['AMEX', 'American Express'],
  ['discover', 'Discover'],
])('writes the card brand %s as %s', (brand, name) => {
  expect(cardBrandName(brand)).toBe(name);
});

it.each([
  ['paid', 'Paid'],
  ['open', 'Due'],
  ['void', 'Void'],
  ['uncollectible', 'Uncollectible'],
  ['draft', 'Draft'],
  ['refunded', 'Refunded'],
])('names the invoice status %s "%s"', (status, text) => {
  expect(invoiceStatusText(status)).toBe(text);
});

it('names an open invoice of a past-due plan "Payment failed", and only an open one', () => {
  expect(invoiceStatusText('open', undefined, true)).toBe('Payment failed');
  expect(invoiceStatusText('paid', undefined, true)).toBe('Paid');
});

it('says per month, per year, or one payment', () => {
  expect(perInterval('month')).toBe('per month');
  expect(perInterval('year')).toBe('per year');
  expect(perInterval('once')).toBe('one payment');
});
