import type { ReleaseRequestInput } from './api/release.generated';

/** What the start form holds, as typed (never stored anywhere but this component's state). */
export interface ReleaseFormValues {
  kind: 'TRANSPLANT' | 'TRANSFER' | '';
  physicianName: string;
  centreName: string;
  patientRelation: string;
  neededBy: string;
  bankName: string;
  contactName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
  email: string;
}

export const EMPTY_RELEASE_FORM: ReleaseFormValues = {
  kind: '',
  physicianName: '',
  centreName: '',
  patientRelation: '',
  neededBy: '',
  bankName: '',
  contactName: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
  phone: '',
  email: '',
};

/** The request as the rules and the gateway read it: only the chosen kind's own fields. */
export function releaseInputOf(
  values: ReleaseFormValues,
  files: { authorisationFileId?: string | null; photoIdFileId?: string | null } = {},
): ReleaseRequestInput {
  const transplant = values.kind !== 'TRANSFER';
  return {
    kind: values.kind,
    physicianName: transplant ? values.physicianName : null,
    centreName: transplant ? values.centreName : null,
    patientRelation: transplant ? values.patientRelation : null,
    neededBy: transplant ? values.neededBy : null,
    bankName: transplant ? null : values.bankName,
    contactName: transplant ? null : values.contactName,
    address: {
      line1: values.line1,
      line2: values.line2.trim() === '' ? null : values.line2,
      city: values.city,
      region: values.region,
      postalCode: values.postalCode,
      country: values.country,
    },
    phone: values.phone,
    email: values.email,
    authorisationFileId: files.authorisationFileId ?? null,
    photoIdFileId: files.photoIdFileId ?? null,
  };
}
