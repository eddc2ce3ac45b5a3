import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n as portalI18n, routes } from '@portal/shared';
import type { StemCellCertificateQuery } from './api/stem-cell-certificate.generated';
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

/** Each field's label (translate with the caller's i18n: `i18n._(FIELD_LABELS[id])`). */
export const FIELD_LABELS: Record<CertificateFieldId, MessageDescriptor> = {
  'child-name': msg`Child's name`,
  'birth-date': msg`Date of birth`,
  'account-holder': msg`Account holder`,
  'unit-id': msg`Unit ID`,
  'collection-date': msg`Collection date`,
  'processing-date': msg`Processing date`,
  lab: msg`Processing lab`,
  tnc: msg({ message: 'Total nucleated cells (TNC)', comment: 'Review: clinical' }),
  cd34: msg({ message: 'CD34+ cells', comment: 'Review: clinical' }),
  viability: msg({ message: 'Cell viability', comment: 'Review: clinical' }),
  volume: msg({ message: 'Volume', comment: 'Review: clinical' }),
  'storage-site': msg`Storage site`,
  'issue-date': msg`Issue date`,
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

/**
 * The certificate as the parent reads it, one model for the page, print and the PDF, so the
 * three cannot disagree, in the language of `i18n` (the caller's, from useLingui). `timeZone`
 * is for tests; the issue date is the reader's own day.
 */
export function certificateFields(
  issued: IssuedCertificate,
  accountHolder: string,
  timeZone?: string,
  i18n: I18n = portalI18n,
): CertificateField[] {
  const plain = (id: CertificateFieldId, value: string): CertificateField => ({
    id,
    label: i18n._(FIELD_LABELS[id]),
    value,
    text: value,
  });
  const count = (id: 'tnc' | 'cd34', value: number, exponent: number): CertificateField => {
    const cells = formatCellCount(value, exponent, i18n);
    return {
      id,
      label: i18n._(FIELD_LABELS[id]),
      value: cells.scientific,
      text: cells.scientificText,
      detail: cells.inFull,
    };
  };
  return [
    plain('child-name', issued.childName),
    plain('birth-date', formatDate(issued.birthDate, i18n)),
    plain('account-holder', accountHolder),
    plain('unit-id', issued.unitId),
    plain('collection-date', formatDate(issued.collectionDate, i18n)),
    plain('processing-date', formatDate(issued.processingDate, i18n)),
    plain('lab', issued.lab),
    count('tnc', issued.tncCount, 8),
    count('cd34', issued.cd34Count, 6),
    plain('viability', formatPercent(issued.viabilityPercent, i18n)),
    plain('volume', formatVolume(issued.volumeMl, i18n)),
    plain('storage-site', issued.storageSite),
    plain('issue-date', formatDayOf(issued.issuedAt, timeZone, i18n)),
  ];
}
