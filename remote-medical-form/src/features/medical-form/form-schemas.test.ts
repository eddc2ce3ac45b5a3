import * as rules from '@portal/rules/medical-form';
import { LAST_SECTION, sectionResolver } from './form-schemas';

jest.mock('@portal/rules/medical-form', () => {
  const actual = jest.requireActual<typeof import('@portal/rules/medical-form')>(
    '@portal/rules/medical-form',
  );
  return {
    ...actual,
    sectionSubmitSchema: jest.fn(actual.sectionSubmitSchema),
    medicalFormSubmitSchema: jest.fn(actual.medicalFormSubmitSchema),
  };
});

const sectionSchemas = jest.mocked(rules.sectionSubmitSchema);
const submitSchemas = jest.mocked(rules.medicalFormSubmitSchema);
const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

beforeEach(() => jest.clearAllMocks());

it('builds no step’s rules with the page, and each step’s once, when it is first checked', async () => {
  let step = 0;
  const resolve = sectionResolver(() => step);
  expect(sectionSchemas).not.toHaveBeenCalled();
  expect(submitSchemas).not.toHaveBeenCalled();

  const first = await resolve({}, undefined, resolverOptions);
  await resolve({}, undefined, resolverOptions);
  expect(sectionSchemas).toHaveBeenCalledTimes(1);
  expect(sectionSchemas.mock.calls[0]?.[0]).toBe(rules.SECTIONS[0]);
  // The first step's own rules: its missing answers are named.
  const firstKey = rules.SECTIONS[0]?.key ?? '';
  expect(Object.keys(first.errors)).toEqual([firstKey]);

  step = LAST_SECTION;
  const review = await resolve({}, undefined, resolverOptions);
  expect(submitSchemas).toHaveBeenCalledTimes(1);
  expect(sectionSchemas).toHaveBeenCalledTimes(1);
  // The review checks the whole submission: every step with a required answer is named.
  expect(Object.keys(review.errors).length).toBeGreaterThan(1);
});
