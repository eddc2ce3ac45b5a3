import { useCallback, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useLeaveGuard } from '@portal/shared';
import { isOffline, useHeldUntilOnline } from '@portal/shared/held-until-online';
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
  const { t } = useLingui();
  /**
   * A request made offline: held by the page (in memory only) and sent once the connection
   * returns, as one request.
   */
  const unsent = useHeldUntilOnline<PickupFormValues>((values) => void submit(values));
  const { hold, drop } = unsent;

  const pickup = data?.order?.pickup ?? null;
  const active = pickup && pickup.status !== 'CANCELLED' ? pickup : null;

  const submit = useCallback(
    async (values: PickupFormValues) => {
      if (!orderId) return;
      setNotice(null);
      if (isOffline()) {
        hold(values);
        return;
      }
      drop();
      // The mutation resolves once every reader of the order (this page's too) shows the request.
      const failure = await requestPickup(orderId, pickupInputOf(values));
      setRefusedAccess(failure?.revoked === true);
      // The connection went while the request was on its way: it waits for the connection.
      if (failure && isOffline()) {
        hold(values);
        return;
      }
      if (failure) {
        setServerProblems(failure.problems);
        setNotice(failure.revoked ? null : failure.message);
        return;
      }
      setServerProblems([]);
      setEditing(false);
      focusConfirmation();
    },
    [orderId, requestPickup, hold, drop],
  );
  useLeaveGuard(
    unsent.waiting,
    t`Your pick-up request has not been sent yet: it is sent when your connection returns. Leave this page?`,
  );

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
    /** A request made offline waits for the connection. */
    waitingForConnection: unsent.waiting,
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
