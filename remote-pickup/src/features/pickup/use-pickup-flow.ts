import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { PickupProblem } from '@portal/rules/pickup';
import { useCancelPickup } from './api/use-cancel-pickup';
import { usePickupOrder } from './api/use-pickup-order';
import { useRequestPickup } from './api/use-request-pickup';
import { pickupInputOf, type PickupFormValues } from './pickup-form-values';

/** Once a request is booked, the confirmation's heading takes focus. */
const focusConfirmation = () =>
  requestAnimationFrame(() => document.getElementById('pickup-confirmation')?.focus());

/**
 * The pick-up page's flow: the order's pick-up, the request form or the booked request, a
 * change or a cancel (asked first), and what the gateway refused.
 */
export function usePickupFlow(orderId: string | null) {
  const { data, loading, error, refresh, revoked, sharedWithFamily } = usePickupOrder(orderId);
  const { requestPickup, requesting } = useRequestPickup();
  const { cancelPickup, cancelling } = useCancelPickup();
  const [editing, setEditing] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [serverProblems, setServerProblems] = useState<PickupProblem[]>([]);
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);
  /** A request or a cancel was refused: the parent's access was revoked. */
  const [refusedAccess, setRefusedAccess] = useState(false);

  const pickup = data?.order?.pickup ?? null;
  const active = pickup && pickup.status !== 'CANCELLED' ? pickup : null;

  const submit = async (values: PickupFormValues) => {
    if (!orderId) return;
    setNotice(null);
    // The mutation resolves once every reader of the order (this page's too) shows the request.
    const failure = await requestPickup(orderId, pickupInputOf(values));
    setRefusedAccess(failure?.revoked === true);
    if (failure) {
      setServerProblems(failure.problems);
      setNotice(failure.revoked ? null : failure.message);
      return;
    }
    setServerProblems([]);
    setEditing(false);
    focusConfirmation();
  };

  const cancel = async () => {
    if (!orderId) return;
    setConfirmingCancel(false);
    setNotice(null);
    const failure = await cancelPickup(orderId);
    setRefusedAccess(failure?.revoked === true);
    if (!failure) {
      setEditing(false);
      return;
    }
    setNotice(failure.revoked ? null : failure.message);
    // Refused: the pick-up may have moved on meanwhile (a courier assigned); show where it is.
    refresh();
  };

  return {
    data,
    loading,
    error,
    /** The request in force (a cancelled one counts as none). */
    active,
    editing,
    showForm: !active || editing,
    notice,
    /** The parent's access was revoked (a refused call or read): the page says so. */
    accessRevoked: refusedAccess || revoked,
    /** Say who requested the pick-up (more than one person may). */
    sharedWithFamily,
    serverProblems,
    requesting,
    cancelling,
    confirmingCancel,
    submit: (values: PickupFormValues) => void submit(values),
    startChange: () => {
      setServerProblems([]);
      setEditing(true);
    },
    keep: () => setEditing(false),
    askToCancel: () => setConfirmingCancel(true),
    setConfirmingCancel,
    cancel: () => void cancel(),
  };
}
