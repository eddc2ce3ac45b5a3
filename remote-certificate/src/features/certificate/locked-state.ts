import type { JourneyStage, StepStatus } from '../../common/api/stem-cell-certificate.generated';

/**
 * The bank's service standard: the lab issues the certificate within about three weeks of
 * the birth (collection, transport, processing, testing, then the certificate itself).
 */
export const CERTIFICATE_DAYS_AFTER_BIRTH = 21;

export interface JourneyStep {
  stage: JourneyStage;
  status: StepStatus;
  completedAt: string | null;
}

export type CertificateExpectation =
  /** Before the birth: about three weeks after it, around a date when the due date is known. */
  | { kind: 'after-birth'; around: string | null }
  /** After the birth: by a calendar date (YYYY-MM-DD). */
  | { kind: 'by'; date: string }
  /** The usual time has passed and the lab is still at work. */
  | { kind: 'late' };

function addDays(date: Date, days: number): string {
  const shifted = new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 10);
}

/** When to expect the certificate of an order whose certificate is locked. */
export function expectCertificate(
  journey: readonly JourneyStep[],
  dueDate: string | null,
  now: Date,
): CertificateExpectation {
  const birth = journey.find((step) => step.stage === 'BIRTH_AND_PICKUP');
  if (!birth?.completedAt) {
    return {
      kind: 'after-birth',
      around: dueDate
        ? addDays(new Date(`${dueDate}T00:00:00Z`), CERTIFICATE_DAYS_AFTER_BIRTH)
        : null,
    };
  }
  const date = addDays(new Date(birth.completedAt), CERTIFICATE_DAYS_AFTER_BIRTH);
  return date < now.toISOString().slice(0, 10) ? { kind: 'late' } : { kind: 'by', date };
}

/** The step the order stands at: the current one, or the last when every step is done. */
export function currentStage(journey: readonly JourneyStep[]): JourneyStage {
  return (
    journey.find((step) => step.status === 'CURRENT')?.stage ??
    journey.at(-1)?.stage ??
    'KIT_SHIPPED'
  );
}
