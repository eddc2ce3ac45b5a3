import type { ReleaseKind } from '@portal/rules/release';
import type { PlanEndReasonRow } from '../types/rows.js';

/** Why a completed request ends the child's storage plan: a transplant release or a transfer. */
export const planEndReasonOf = (kind: ReleaseKind): PlanEndReasonRow =>
  kind === 'TRANSFER' ? 'TRANSFERRED' : 'RELEASED';
