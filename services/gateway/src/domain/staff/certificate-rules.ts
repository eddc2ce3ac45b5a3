import { isCalendarDate, utcCalendarDate } from '@portal/rules/dates';
import type { StaffIssueCertificateInput } from '../../generated/resolvers.generated.js';
import type { IssuedCertificateValues } from '../../types/rows.js';
import { checkText, type FieldProblem } from '../field-problem.js';

const UNIT_ID = /^[A-Za-z0-9](?:[A-Za-z0-9-]{1,38})[A-Za-z0-9]$/;

/** What the order already knows, used where the staff leave a value out. */
export interface CertificateDefaults {
  childName: string | null;
  /** The birth (collection) as recorded on the order. */
  collectedAt: Date | null;
  labProcessedAt: Date | null;
}

export type CertificateCheck = { values: IssuedCertificateValues } | { problems: FieldProblem[] };

function checkDate(
  problems: FieldProblem[],
  field: string,
  value: string | null | undefined,
  fallback: string | null,
  label: string,
): string | null {
  const date = value?.trim() || fallback;
  if (date === null) {
    problems.push({ field, message: `${label} is required (the order does not know it).` });
    return null;
  }
  if (!isCalendarDate(date)) {
    problems.push({ field, message: `${label} must be a date written YYYY-MM-DD.` });
    return null;
  }
  return date;
}

function checkPositive(
  problems: FieldProblem[],
  field: string,
  value: number,
  message: string,
): void {
  if (!Number.isFinite(value) || value <= 0) problems.push({ field, message });
}

/** Validates the lab's values of a certificate; `now` decides what "the future" is. */
export function checkCertificateValues(
  input: StaffIssueCertificateInput,
  defaults: CertificateDefaults,
  now: Date,
): CertificateCheck {
  const problems: FieldProblem[] = [];
  const dateOf = (instant: Date | null) => (instant ? utcCalendarDate(instant) : null);

  const unitId = checkText(problems, 'input.unitId', input.unitId, {
    required: true,
    maxLength: 40,
    label: 'The unit id (unitId)',
  });
  if (
    unitId !== null &&
    !problems.some((p) => p.field === 'input.unitId') &&
    !UNIT_ID.test(unitId)
  ) {
    problems.push({
      field: 'input.unitId',
      message:
        'The unit id (unitId) must be 3 to 40 letters, digits or dashes, e.g. CBU-2024-041-7731.',
    });
  }
  const childName = checkText(
    problems,
    'input.childName',
    input.childName?.trim() ? input.childName : defaults.childName,
    { required: true, maxLength: 200, label: "The child's name (childName)" },
  );

  const today = utcCalendarDate(now);
  const birthDate = checkDate(
    problems,
    'input.birthDate',
    input.birthDate,
    dateOf(defaults.collectedAt),
    'The birth date (birthDate)',
  );
  const collectionDate = checkDate(
    problems,
    'input.collectionDate',
    input.collectionDate,
    dateOf(defaults.collectedAt),
    'The collection date (collectionDate)',
  );
  const processingDate = checkDate(
    problems,
    'input.processingDate',
    input.processingDate,
    dateOf(defaults.labProcessedAt),
    'The processing date (processingDate)',
  );
  if (birthDate && birthDate > today) {
    problems.push({
      field: 'input.birthDate',
      message: 'The birth date (birthDate) cannot be in the future.',
    });
  }
  if (birthDate && collectionDate && collectionDate < birthDate) {
    problems.push({
      field: 'input.collectionDate',
      message: 'The collection date (collectionDate) cannot be before the birth date (birthDate).',
    });
  }
  if (collectionDate && processingDate && processingDate < collectionDate) {
    problems.push({
      field: 'input.processingDate',
      message:
        'The processing date (processingDate) cannot be before the collection date (collectionDate).',
    });
  } else if (processingDate && processingDate > today) {
    problems.push({
      field: 'input.processingDate',
      message: 'The processing date (processingDate) cannot be in the future.',
    });
  }

  const lab = checkText(problems, 'input.lab', input.lab, {
    required: true,
    maxLength: 200,
    label: 'The lab (lab)',
  });
  checkPositive(
    problems,
    'input.tncCount',
    input.tncCount,
    'The TNC count (tncCount) must be a positive number of cells x10^8.',
  );
  checkPositive(
    problems,
    'input.cd34Count',
    input.cd34Count,
    'The CD34+ count (cd34Count) must be a positive number of cells x10^6.',
  );
  if (
    !Number.isFinite(input.viabilityPercent) ||
    input.viabilityPercent < 0 ||
    input.viabilityPercent > 100
  ) {
    problems.push({
      field: 'input.viabilityPercent',
      message: 'The viability (viabilityPercent) must be a percentage from 0 to 100.',
    });
  }
  checkPositive(
    problems,
    'input.volumeMl',
    input.volumeMl,
    'The volume (volumeMl) must be a positive number of millilitres.',
  );
  const storageSite = checkText(problems, 'input.storageSite', input.storageSite, {
    required: true,
    maxLength: 200,
    label: 'The storage site (storageSite)',
  });

  if (
    problems.length > 0 ||
    !unitId ||
    !childName ||
    !birthDate ||
    !collectionDate ||
    !processingDate ||
    !lab ||
    !storageSite
  ) {
    return { problems };
  }
  return {
    values: {
      unitId,
      childName,
      birthDate,
      collectionDate,
      processingDate,
      lab,
      tncCount: input.tncCount,
      cd34Count: input.cd34Count,
      viabilityPercent: input.viabilityPercent,
      volumeMl: input.volumeMl,
      storageSite,
    },
  };
}
