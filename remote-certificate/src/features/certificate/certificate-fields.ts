import { routes } from '@portal/shared';
import type { StemCellCertificateQuery } from '../../graphql.generated';
import { formatCellCount, formatDate, formatDayOf, formatPercent, formatVolume } from './format';

type Order = NonNullable<StemCellCertificateQuery['order']>;
export type IssuedCertificate = NonNullable<Order['certificate']['issued']>;

/** Every field of the certificate, in the order it is read; each has its explanation. */
export const CERTIFICATE_FIELD_IDS = [
  'child-name',
  'birth-date',
  'account-holder',
  'unit-id',
  'collection-date',
  'processing-date',
  'lab',
  'tnc',
  'cd34',
  'viability',
  'volume',
  'storage-site',
  'issue-date',
] as const;
export type CertificateFieldId = (typeof CERTIFICATE_FIELD_IDS)[number];

export const FIELD_LABELS: Record<CertificateFieldId, string> = {
  'child-name': "Child's name",
  'birth-date': 'Date of birth',
  'account-holder': 'Account holder',
  'unit-id': 'Unit ID',
  'collection-date': 'Collection date',
  'processing-date': 'Processing date',
  lab: 'Processing lab',
  tnc: 'Total nucleated cells (TNC)',
  cd34: 'CD34+ cells',
  viability: 'Cell viability',
  volume: 'Volume',
  'storage-site': 'Storage site',
  'issue-date': 'Issue date',
};

export interface CertificateField {
  id: CertificateFieldId;
  label: string;
  /** The value as shown on screen and in print. */
  value: string;
  /** The value in plain text for the PDF's standard fonts (no superscript digits). */
  text: string;
  /** A second line, e.g. a cell count written out in full. */
  detail?: string;
}

/** The element id of a field's explanation on the explainer page. */
export const explanationId = (id: CertificateFieldId) => `about-${id}`;
/** The element id of a field on the certificate. */
export const fieldId = (id: CertificateFieldId) => `field-${id}`;
/** Where a field's explanation is: the explainer page at its section (no value in it). */
export const explanationHref = (id: CertificateFieldId) =>
  `${routes.understandingStemCellKey}#${explanationId(id)}`;
/** Back from an explanation to the field on the certificate. */
export const certificateHref = (id: CertificateFieldId) => `${routes.stemCellKey}#${fieldId(id)}`;

const plain = (id: CertificateFieldId, value: string, detail?: string): CertificateField => ({
  id,
  label: FIELD_LABELS[id],
  value,
  text: value,
  ...(detail ? { detail } : {}),
});

/**
 * The certificate as the parent reads it, one model for the page, print and the PDF, so the
 * three cannot disagree. `timeZone` is for tests; the issue date is the reader's own day.
 */
export function certificateFields(
  issued: IssuedCertificate,
  accountHolder: string,
  timeZone?: string,
): CertificateField[] {
  const tnc = formatCellCount(issued.tncCount, 8);
  const cd34 = formatCellCount(issued.cd34Count, 6);
  return [
    plain('child-name', issued.childName),
    plain('birth-date', formatDate(issued.birthDate)),
    plain('account-holder', accountHolder),
    plain('unit-id', issued.unitId),
    plain('collection-date', formatDate(issued.collectionDate)),
    plain('processing-date', formatDate(issued.processingDate)),
    plain('lab', issued.lab),
    {
      id: 'tnc',
      label: FIELD_LABELS.tnc,
      value: tnc.scientific,
      text: tnc.scientificText,
      detail: tnc.inFull,
    },
    {
      id: 'cd34',
      label: FIELD_LABELS.cd34,
      value: cd34.scientific,
      text: cd34.scientificText,
      detail: cd34.inFull,
    },
    plain('viability', formatPercent(issued.viabilityPercent)),
    plain('volume', formatVolume(issued.volumeMl)),
    plain('storage-site', issued.storageSite),
    plain('issue-date', formatDayOf(issued.issuedAt, timeZone)),
  ];
}
