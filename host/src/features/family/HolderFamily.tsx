import { Suspense, useRef, useState } from 'react';
import { Body1, Button, Subtitle2, makeStyles, tokens } from '@portal/shared/ui';
import { gatewayRefusalOf } from '../../common/api/gateway-refusal';
import { cancelFamilyInvitation, revokeGuardian } from './api/family-requests';
import type { DashboardFamily, FamilyMember, OpenInvitation } from './api/use-dashboard-family';
import { familyProblem, useFamilyProblemText, type FamilyProblem } from './family-errors';
import { ROLE_NAMES, formatFamilyDate, memberName } from './family-format';
import { Trans, useLingui } from '@lingui/react/macro';
import { InviteForm } from './InviteForm';
import { ConfirmDialog } from './lazy-confirm-dialog';

const useStyles = makeStyles({
  part: { display: 'grid', gap: tokens.spacingVerticalS, width: '100%' },
  heading: { margin: 0 },
  text: { margin: 0, overflowWrap: 'anywhere' },
  list: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  // Fluent's text wraps long words only where the line has room (break-word); a long email must
  // not widen the page on a phone, so it breaks anywhere.
  name: { overflowWrap: 'anywhere' },
  details: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  error: { margin: 0, overflowWrap: 'anywhere', color: tokens.colorPaletteRedForeground1 },
});

interface HolderFamilyProps {
  family: DashboardFamily;
  /** Where focus goes when the row it was on is gone (the card's heading). */
  focusCard: () => void;
}

/**
 * The account holder's view of a child's family: who has access (guardians can be removed),
 * the open invitations (which can be cancelled) and the invite form. What changed is said in
 * one polite status.
 */
export function HolderFamily({ family, focusCard }: HolderFamilyProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const problemText = useFamilyProblemText();
  const nameOf = (member: FamilyMember) => memberName(member, (descriptor) => i18n._(descriptor));
  const date = (isoDateTime: string) => formatFamilyDate(isoDateTime, i18n.locale);
  const { members, invitations } = family.family;
  // What changed, said politely (in the language of the moment it was said).
  const [status, setStatus] = useState('');
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [removeError, setRemoveError] = useState<FamilyProblem | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [cancelError, setCancelError] = useState<FamilyProblem | null>(null);
  const removeButtons = useRef(new Map<string, HTMLElement>());
  const ownEmail = members.find((member) => member.isViewer)?.email ?? null;
  const removingName = removing ? nameOf(removing) : '';

  const closeRemove = () => {
    const uid = removing?.uid;
    setRemoving(null);
    setRemoveError(null);
    // Back to the button that opened it.
    if (uid) requestAnimationFrame(() => removeButtons.current.get(uid)?.focus());
  };

  const confirmRemove = async () => {
    if (!removing || removeBusy) return;
    setRemoveBusy(true);
    setRemoveError(null);
    try {
      await revokeGuardian(family.id, removing.uid);
      const removed = nameOf(removing);
      setStatus(t`${removed} no longer has access.`);
      setRemoving(null);
      focusCard();
    } catch (error) {
      setRemoveError(familyProblem(gatewayRefusalOf(error), 'revoke'));
    } finally {
      setRemoveBusy(false);
    }
  };

  const cancel = async (invitation: OpenInvitation) => {
    if (cancelling) return;
    setCancelling(invitation.id);
    setCancelError(null);
    setStatus('');
    try {
      await cancelFamilyInvitation(invitation.id);
      const { email } = invitation;
      setStatus(t`The invitation to ${email} is cancelled.`);
      focusCard();
    } catch (error) {
      setCancelError(familyProblem(gatewayRefusalOf(error), 'cancel'));
    } finally {
      setCancelling(null);
    }
  };

  return (
    <>
      <div className={styles.part}>
        <Subtitle2 as="h3" id="family-members" className={styles.heading}>
          <Trans>People with access</Trans>
        </Subtitle2>
        <ul className={styles.list} aria-labelledby="family-members">
          {members.map((member) => {
            const name = nameOf(member);
            const since = date(member.since);
            return (
              <li key={member.uid} className={styles.row}>
                <span className={styles.who}>
                  <Body1 as="span" className={styles.name}>
                    <strong>{name}</strong>
                    {member.isViewer ? ` ${t`(you)`}` : ''}
                  </Body1>
                  <span className={styles.details}>
                    <span>{i18n._(ROLE_NAMES[member.role])}</span>
                    <span>
                      <Trans>since {since}</Trans>
                    </span>
                  </span>
                </span>
                {member.role === 'GUARDIAN' && (
                  <Button
                    size="small"
                    aria-label={t`Remove access for ${name}`}
                    ref={(button) => {
                      if (button) removeButtons.current.set(member.uid, button);
                      else removeButtons.current.delete(member.uid);
                    }}
                    onClick={() => {
                      setStatus('');
                      setRemoveError(null);
                      setRemoving(member);
                    }}
                  >
                    <Trans>Remove access</Trans>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      {invitations.length > 0 && (
        <div className={styles.part}>
          <Subtitle2 as="h3" id="family-invitations" className={styles.heading}>
            <Trans>Open invitations</Trans>
          </Subtitle2>
          <ul className={styles.list} aria-labelledby="family-invitations">
            {invitations.map((invitation) => {
              const { email } = invitation;
              const invited = date(invitation.invitedAt);
              const until = date(invitation.expiresAt);
              return (
                <li key={invitation.id} className={styles.row}>
                  <span className={styles.who}>
                    <Body1 as="span" className={styles.name}>
                      <strong>{email}</strong>
                    </Body1>
                    <span className={styles.details}>
                      <span>
                        <Trans>Invited {invited}</Trans>
                      </span>
                      <span>
                        <Trans>Link works until {until}</Trans>
                      </span>
                    </span>
                  </span>
                  <Button
                    size="small"
                    aria-label={t`Cancel invitation for ${email}`}
                    disabledFocusable={cancelling === invitation.id}
                    aria-busy={cancelling === invitation.id}
                    onClick={() => void cancel(invitation)}
                  >
                    <Trans>Cancel invitation</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
          {cancelError && (
            <Body1 as="p" role="alert" className={styles.error}>
              {problemText(cancelError)}
            </Body1>
          )}
        </div>
      )}
      <InviteForm
        orderId={family.id}
        ownEmail={ownEmail}
        onSubmit={() => setStatus('')}
        onWaiting={() =>
          setStatus(
            t`Waiting for a connection: we will send your invitation as soon as you are back online.`,
          )
        }
        onSent={(email) => setStatus(t`Invitation sent to ${email}.`)}
      />
      <Body1 as="p" role="status" className={styles.text}>
        {status}
      </Body1>
      {removing && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t`Remove ${removingName}'s access?`}
            confirmLabel={t`Remove access`}
            busy={removeBusy}
            error={removeError && problemText(removeError)}
            onConfirm={() => void confirmRemove()}
            onCancel={closeRemove}
          >
            {t`${removingName} will no longer see this child's journey. You can invite them again later.`}
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  );
}
