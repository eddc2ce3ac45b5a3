import { useCallback } from 'react';
import type { MedicalFormAnswers } from '@portal/rules/medical-form';
import { requestGateway, useQuery } from '@portal/shared/graphql';
import { MedicalFormOrderDocument, type MedicalFormOrderQuery } from './medical-form.generated';
import { lastSaveOf, type LastSave } from '../saved-by';

/** One order's form as the gateway last stored it. */
export interface LoadedForm {
  status: 'NOT_STARTED' | 'DRAFT' | 'SUBMITTED';
  answers: MedicalFormAnswers | null;
  version: number;
  submittedAt: string | null;
  /** Who saved it last and when (null before the first save). */
  lastSave: LastSave | null;
}

function loadedFormOf(order: NonNullable<MedicalFormOrderQuery['order']>): LoadedForm {
  const { status, answers, version, submittedAt } = order.medicalForm;
  return {
    status,
    answers: answers as MedicalFormAnswers | null,
    version,
    submittedAt,
    lastSave: lastSaveOf(order.medicalForm),
  };
}

/** The order's form, always the server's newest version, and a way to read it again. */
export function useMedicalFormOrder(orderId: string | null) {
  const { data, loading, error } = useQuery(MedicalFormOrderDocument, {
    variables: { id: orderId ?? '' },
    skip: !orderId,
    // The version must be the server's newest, never a cached one.
    fetchPolicy: 'network-only',
  });
  /** Reads the newest form from the gateway (after a conflict). */
  const loadNewest = useCallback(async () => {
    if (!orderId) return null;
    const newest = await requestGateway(MedicalFormOrderDocument, { id: orderId });
    return newest.order ? loadedFormOf(newest.order) : null;
  }, [orderId]);

  // A previous child's answer is never shown for the one now selected.
  const order = data?.order?.id === orderId ? data?.order : null;
  return {
    form: order ? loadedFormOf(order) : null,
    /** Whether more than one person may edit the form (the holder and a guardian). */
    sharedWithFamily: (order?.family.members.length ?? 0) > 1,
    loading,
    error,
    loadNewest,
  };
}
