import { Suspense, useRef, useState } from 'react';
import { notify } from '@portal/shared';
import { Body1, Button, makeStyles } from '@portal/shared/ui';
import { gatewayRefusalOf } from '../../common/api/gateway-refusal';
import { leaveFamily } from './api/family-requests';
import type { DashboardFamily } from './api/use-dashboard-family';
import { familyProblem, useFamilyProblemText, type FamilyProblem } from './family-errors';
import { memberName } from './family-format';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  const problemText = useFamilyProblemText();
  const holder = family.family.members.find((member) => member.role === 'HOLDER');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FamilyProblem | null>(null);
  const leaveButton = useRef<HTMLButtonElement>(null);
  const childName = family.childName?.trim() || null;
  const holderName = holder ? memberName(holder, (descriptor) => i18n._(descriptor)) : null;

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
      notify({
        intent: 'success',
        message: childName
          ? t`You no longer follow ${childName}'s journey.`
          : t`You no longer follow this child's journey.`,
      });
      onLeft();
    } catch (failure) {
      setError(familyProblem(gatewayRefusalOf(failure), 'leave'));
      setBusy(false);
    }
  };

  return (
    <>
      <Body1 as="p" className={styles.text}>
        {holderName
          ? t`${holderName} shared this child's journey with you.`
          : t`The account holder shared this child's journey with you.`}
      </Body1>
      <Button ref={leaveButton} onClick={() => setAsking(true)}>
        <Trans>Leave</Trans>
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t`Leave this child's family?`}
            confirmLabel={t`Leave`}
            busy={busy}
            error={error && problemText(error)}
            onConfirm={() => void leave()}
            onCancel={close}
          >
            {childName
              ? t`You will no longer see ${childName}'s journey. The account holder can invite you again.`
              : t`You will no longer see this child's journey. The account holder can invite you again.`}
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  );
}
