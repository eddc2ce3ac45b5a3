import { Suspense, useRef, useState } from 'react';
import { notify } from '@portal/shared';
import { Body1, Button, makeStyles } from '@portal/shared/ui';
import { gatewayRefusalOf } from '../dashboard/api/gateway-refusal';
import { leaveFamily } from './api/family-requests';
import type { DashboardFamily } from './api/use-dashboard-family';
import { familyErrorMessage } from './family-errors';
import { memberName } from './family-format';
import { ConfirmDialog } from './lazy-confirm-dialog';

const useStyles = makeStyles({
  text: { margin: 0, overflowWrap: 'anywhere' },
});

interface GuardianFamilyProps {
  family: DashboardFamily;
  /** The child is no longer on this account: where focus goes (the dashboard's heading). */
  onLeft: () => void;
}

/**
 * A guardian's view of a child's family: who shared the journey with them, and leaving it.
 * Once they have left, the portal's children are read again and this child is gone.
 */
export function GuardianFamily({ family, onLeft }: GuardianFamilyProps) {
  const styles = useStyles();
  const holder = family.family.members.find((member) => member.role === 'HOLDER');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const leaveButton = useRef<HTMLButtonElement>(null);
  const child = family.childName?.trim() ? `${family.childName.trim()}'s` : "this child's";

  const close = () => {
    setAsking(false);
    setError(null);
    requestAnimationFrame(() => leaveButton.current?.focus());
  };

  const leave = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await leaveFamily(family.id);
      notify({ intent: 'success', message: `You no longer follow ${child} journey.` });
      onLeft();
    } catch (failure) {
      setError(familyErrorMessage(gatewayRefusalOf(failure), 'leave'));
      setBusy(false);
    }
  };

  return (
    <>
      <Body1 as="p" className={styles.text}>
        {`${holder ? memberName(holder) : 'The account holder'} shared this child's journey with you.`}
      </Body1>
      <Button ref={leaveButton} onClick={() => setAsking(true)}>
        Leave
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="Leave this child's family?"
            confirmLabel="Leave"
            busy={busy}
            error={error}
            onConfirm={() => void leave()}
            onCancel={close}
          >
            {`You will no longer see ${child} journey. The account holder can invite you again.`}
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  );
}
