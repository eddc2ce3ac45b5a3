import { useState } from 'react';
import {
  Link as RouterLink,
  useLocation,
  useNavigate,
  useSearchParams,
} from '@portal/shared/router';
import { logout, routes, usePageTitle, withRedirect } from '@portal/shared';
import { Body1, Button, Spinner, Title2, makeStyles, tokens } from '@portal/shared/ui';
import { gatewayRefusalOf } from '../common/api/gateway-refusal';
import { acceptFamilyInvitation, showChild } from '../features/family/api/family-requests';
import {
  useFamilyInvitation,
  type InvitationPreview,
} from '../features/family/api/use-family-invitation';
import { useFamilyProblemText, type FamilyProblem } from '../features/family/family-errors';
import {
  INVALID_LINK,
  INVITATION_CANCELLED,
  INVITATION_EXPIRED,
  INVITATION_USED,
  acceptProblem,
} from '../features/family/invitation-errors';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '36rem', justifyItems: 'start' },
  heading: { margin: 0 },
  text: { margin: 0, overflowWrap: 'anywhere' },
  link: { fontWeight: tokens.fontWeightSemibold },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

type Styles = ReturnType<typeof useStyles>;

/** The child's name, or null before the child has one (the page then says "the baby"). */
const childNameOf = (name: string | null) => name?.trim() || null;

function Accept({
  token,
  invitation,
  styles,
}: {
  token: string;
  invitation: InvitationPreview;
  styles: Styles;
}) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const problemText = useFamilyProblemText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FamilyProblem | null>(null);
  const { invitedBy } = invitation;
  const childName = childNameOf(invitation.childName);

  const accept = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await acceptFamilyInvitation(token);
      // The dashboard shows the selected child: the one just accepted (see acceptFamilyInvitation).
      navigate(routes.dashboard);
    } catch (error) {
      setFailure(acceptProblem(gatewayRefusalOf(error)));
      setBusy(false);
    }
  };

  return (
    <>
      <Body1 as="p" className={styles.text}>
        {childName
          ? t`${invitedBy} invited you to follow ${childName}'s cord blood journey.`
          : t`${invitedBy} invited you to follow the baby's cord blood journey.`}
      </Body1>
      <Body1 as="p" className={styles.text}>
        <Trans>
          You will see the journey, can fill in the medical health form and request the kit pick-up.
          Billing stays with the account holder.
        </Trans>
      </Body1>
      <Button
        appearance="primary"
        onClick={() => void accept()}
        disabledFocusable={busy}
        aria-busy={busy}
        icon={busy ? <Spinner size="extra-tiny" aria-hidden /> : undefined}
      >
        <Trans>Accept invitation</Trans>
      </Button>
      {failure && (
        <Body1 as="p" role="alert" className={styles.error}>
          {problemText(failure)}
        </Body1>
      )}
    </>
  );
}

function OtherAccount({ email, styles }: { email: string; styles: Styles }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    await logout();
    // Back here once signed in with the invited address.
    navigate(withRedirect(routes.login, `${pathname}${search}`), { replace: true });
  };
  return (
    <>
      <Body1 as="p" className={styles.text}>
        {t`This invitation was sent to ${email}. Sign in with that email address to accept it.`}
      </Body1>
      <Button onClick={() => void signOut()} disabledFocusable={busy}>
        <Trans>Sign out</Trans>
      </Button>
    </>
  );
}

function InvitationState({
  token,
  invitation,
  styles,
}: {
  token: string;
  invitation: InvitationPreview;
  styles: Styles;
}) {
  const { t, i18n } = useLingui();
  const say = (text: MessageDescriptor) => (
    <Body1 as="p" className={styles.text}>
      {i18n._(text)}
    </Body1>
  );
  const childName = childNameOf(invitation.childName);
  if (invitation.status === 'CANCELLED') return say(INVITATION_CANCELLED);
  if (invitation.status === 'EXPIRED') return say(INVITATION_EXPIRED);
  if (!invitation.forViewer) return <OtherAccount email={invitation.email} styles={styles} />;
  if (invitation.status === 'ACCEPTED') {
    const { orderId } = invitation;
    if (!orderId) return say(INVITATION_USED);
    return (
      <>
        <Body1 as="p" className={styles.text}>
          <Trans>You accepted this invitation.</Trans>
        </Body1>
        <RouterLink
          className={styles.link}
          to={routes.dashboard}
          onClick={() => showChild(orderId)}
        >
          {childName ? t`Open ${childName}'s journey` : t`Open the baby's journey`}
        </RouterLink>
      </>
    );
  }
  return <Accept token={token} invitation={invitation} styles={styles} />;
}

/**
 * The page an invitation email's link opens (`/portal/family/join?invitation=<token>`), behind
 * the portal's guard: who invited the parent to follow which child, and accepting it; or why
 * it cannot be accepted. The token is read from the address and sent only to the gateway.
 */
export function FamilyJoinPage() {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  usePageTitle(t`Family invitation`);
  const [params] = useSearchParams();
  const token = params.get('invitation')?.trim() || null;
  const { invitation, loading, error } = useFamilyInvitation(token);
  // A token the gateway cannot read is a link that is not valid, like one it does not know.
  const refused = gatewayRefusalOf(error).code;
  const invalid = refused === 'NOT_FOUND' || refused === 'BAD_USER_INPUT';

  return (
    <section className={styles.page} aria-labelledby="family-join-title">
      <Title2 as="h1" id="family-join-title" className={styles.heading}>
        <Trans>Family invitation</Trans>
      </Title2>
      {loading && !invitation && <Spinner label={t`Loading your invitation…`} />}
      {!loading && error && !invalid && !invitation && (
        <Body1 as="p" className={styles.text}>
          <Trans>
            We could not load this invitation just now. Please reload the page in a moment.
          </Trans>
        </Body1>
      )}
      {!loading && (!error || invalid) && !invitation && (
        <Body1 as="p" className={styles.text}>
          {i18n._(INVALID_LINK)}
        </Body1>
      )}
      {token && invitation && (
        <InvitationState token={token} invitation={invitation} styles={styles} />
      )}
    </section>
  );
}
