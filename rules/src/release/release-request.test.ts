import { checkReleaseRequest, type ReleaseRequestInput } from './index.js';

const address = {
  line1: '2315 Stockton Blvd',
  line2: null,
  city: 'Sacramento',
  region: 'CA',
  postalCode: '95817',
  country: 'US',
};
const transplant: ReleaseRequestInput = {
  kind: 'TRANSPLANT',
  physicianName: ' Dr. Amara Okafor ',
  centreName: 'UC Davis Transplant Center',
  patientRelation: 'SIBLING',
  neededBy: 'WITHIN_3_MONTHS',
  address,
  phone: '+1 916 555 0188',
  email: 'transplant@example.org',
};
const fields = (result: ReturnType<typeof checkReleaseRequest>) =>
  result.ok ? [] : result.problems.map((problem) => [problem.field, problem.code]);

it('takes a transplant request: the physician, the centre, who the patient is and how soon', () => {
  expect(checkReleaseRequest(transplant)).toEqual({
    ok: true,
    value: {
      kind: 'TRANSPLANT',
      physicianName: 'Dr. Amara Okafor',
      centreName: 'UC Davis Transplant Center',
      patientRelation: 'SIBLING',
      neededBy: 'WITHIN_3_MONTHS',
      address: { ...address, line2: null },
      phone: '+1 916 555 0188',
      email: 'transplant@example.org',
    },
  });
});

it('takes a transfer: the receiving bank and its contact, without the transplant’s questions', () => {
  const result = checkReleaseRequest({
    kind: 'TRANSFER',
    bankName: 'Northern Cord Bank',
    contactName: 'Lee Chen',
    address: { ...address, country: 'CA', region: 'ON', postalCode: 'K1A 0B1' },
    phone: '+1 613 555 0100',
    email: 'intake@northern.example',
  });
  expect(result.ok && result.value).toMatchObject({ kind: 'TRANSFER', contactName: 'Lee Chen' });
  expect(result.ok && 'physicianName' in result.value).toBe(false);
});

it('names every field that is missing or wrong, by its code', () => {
  expect(
    fields(
      checkReleaseRequest({
        kind: 'TRANSPLANT',
        physicianName: '',
        centreName: 'x'.repeat(121),
        patientRelation: 'NEIGHBOUR',
        neededBy: null,
        address: { ...address, city: '', country: 'FR' },
        phone: '12',
        email: 'not-an-email',
      }),
    ),
  ).toEqual([
    ['physicianName', 'text.required'],
    ['centreName', 'text.tooLong'],
    ['patientRelation', 'release.relation'],
    ['neededBy', 'release.neededBy'],
    ['address.city', 'text.required'],
    ['address.country', 'commerce.mailingCountry.other'],
    ['phone', 'release.phone'],
    ['email', 'release.email.invalid'],
  ]);
  expect(fields(checkReleaseRequest({ ...transplant, kind: 'DIAGNOSIS' }))).toEqual([
    ['kind', 'release.kind'],
  ]);
  expect(fields(checkReleaseRequest({ ...transplant, email: ' ' }))).toEqual([
    ['email', 'release.email.required'],
  ]);
  expect(
    fields(checkReleaseRequest({ ...transplant, kind: 'TRANSFER', contactName: 'Lee\u0007' })),
  ).toEqual([
    ['bankName', 'text.required'],
    ['contactName', 'text.characters'],
  ]);
});
