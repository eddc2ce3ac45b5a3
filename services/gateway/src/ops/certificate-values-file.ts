import { readFile } from 'node:fs/promises';
import type { StaffIssueCertificateInput } from './staff-operations.generated.js';

/** The values file's keys: the schema's IssuedCertificate fields the staff give. */
const TEXT_KEYS = [
  'unitId',
  'childName',
  'birthDate',
  'collectionDate',
  'processingDate',
  'lab',
  'storageSite',
] as const;
const NUMBER_KEYS = ['tncCount', 'cd34Count', 'viabilityPercent', 'volumeMl'] as const;
const SET_BY_THE_GATEWAY = ['issuedAt'];

export type CertificateValues = Omit<StaffIssueCertificateInput, 'orderId'>;

/** A values file that cannot be used: the message says which key and why. */
export class ValuesFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ValuesFileError';
  }
}

/** Reads a certificate's values from a JSON file keyed by IssuedCertificate field names. */
export async function readCertificateValues(path: string): Promise<CertificateValues> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'it is not valid JSON' : (error as Error).message;
    throw new ValuesFileError(`Cannot read the values file ${path}: ${reason}.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ValuesFileError(`The values file ${path} must hold one JSON object.`);
  }
  const values: Record<string, unknown> = {};
  const known = [...TEXT_KEYS, ...NUMBER_KEYS] as readonly string[];
  for (const [key, value] of Object.entries(parsed)) {
    if (SET_BY_THE_GATEWAY.includes(key)) {
      throw new ValuesFileError(
        `${key} is set by the gateway when it issues the certificate: leave it out of ${path}.`,
      );
    }
    if (!known.includes(key)) {
      throw new ValuesFileError(
        `Unknown key "${key}" in ${path}: the keys are ${known.join(', ')}.`,
      );
    }
    const numeric = (NUMBER_KEYS as readonly string[]).includes(key);
    if (numeric ? typeof value !== 'number' : typeof value !== 'string') {
      throw new ValuesFileError(
        `"${key}" in ${path} must be a JSON ${numeric ? 'number' : 'string'}.`,
      );
    }
    values[key] = value;
  }
  const missing = ['unitId', 'lab', 'storageSite', ...NUMBER_KEYS].filter(
    (key) => !(key in values),
  );
  if (missing.length > 0) {
    throw new ValuesFileError(`The values file ${path} lacks ${missing.join(', ')}.`);
  }
  // Every required key is present with its type (checked above); what the order knows is null.
  const withDefaults = {
    childName: null,
    birthDate: null,
    collectionDate: null,
    processingDate: null,
    ...values,
  };
  return withDefaults as unknown as CertificateValues;
}
