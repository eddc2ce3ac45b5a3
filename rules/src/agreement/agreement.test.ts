import {
  agreementSections,
  agreementTermsFor,
  agreementTitle,
  STORAGE_AGREEMENT_VERSION,
} from './index.js';

const annual = {
  code: 'annual',
  name: 'Annual Plan',
  priceCents: 12000,
  currency: 'usd',
  interval: 'year',
};
const monthly = {
  code: 'monthly',
  name: 'Monthly Plan',
  priceCents: 1500,
  currency: 'usd',
  interval: 'month',
};

const text = (sections: { heading: string; text: string }[]) =>
  sections.map((section) => `${section.heading}: ${section.text}`).join('\n');

it('an order charges the first period now and renews at the contracted rate', () => {
  const terms = agreementTermsFor('ORDER', annual);
  expect(terms).toEqual({
    version: STORAGE_AGREEMENT_VERSION,
    kind: 'ORDER',
    planCode: 'annual',
    planName: 'Annual Plan',
    priceCents: 12000,
    currency: 'usd',
    interval: 'year',
    chargedNowCents: 12000,
    firstChargeDate: null,
  });
  const written = text(agreementSections(terms, 'en'));
  expect(written).toContain('$120.00 is charged today for the first year.');
  expect(written).toContain('The plan renews every year at $120.00, the rate you contract today');
  expect(written).toMatch(/Cancellation: You may cancel at any time/);
  expect(written).toMatch(/At the end of storage: When a plan ends/);
});

it('a gift of a monthly plan pays its first year once and does not renew', () => {
  const terms = agreementTermsFor('GIFT', monthly);
  expect(terms.chargedNowCents).toBe(18000);
  const written = text(agreementSections(terms, 'en'));
  expect(written).toContain('$180.00 is charged today.');
  expect(written).toContain('A gift does not renew');
  expect(agreementTitle(terms, 'en')).toBe('Storage agreement (gift)');
});

it('a continuation charges nothing now and names its first charge', () => {
  const terms = agreementTermsFor('CONTINUATION', annual, '2027-03-01');
  expect(terms.chargedNowCents).toBe(0);
  expect(text(agreementSections(terms, 'en'))).toContain(
    'Nothing is charged today. The first renewal, $120.00, is charged on March 1, 2027',
  );
  expect(agreementTermsFor('ORDER', annual, '2027-03-01').firstChargeDate).toBeNull();
});

it('is written in Spanish with the same values', () => {
  const terms = agreementTermsFor('CONTINUATION', monthly, '2027-03-01');
  const written = text(agreementSections(terms, 'es'));
  expect(written).toContain(
    'Hoy no se cobra nada. La primera renovación, $15.00, se cobra el 1 de marzo de 2027',
  );
  expect(written).toContain('El plan se renueva cada mes a $15.00');
  expect(agreementSections(terms, 'es')).toHaveLength(agreementSections(terms, 'en').length);
});
