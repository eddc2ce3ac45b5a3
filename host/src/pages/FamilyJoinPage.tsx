import { useState } from 'react';
import {
  Link as RouterLink,
  useLocation,
  useNavigate,
  useSearchParams,
} from '@portal/shared/router';
import { logout, routes, usePageTitle, withRedirect } from '@portal/shared';
import { Body1, Button, Spinner, Title2, makeStyles, tokens } from '@portal/shared/ui';
import { gatewayRefusalOf } from '../features/dashboard/api/gateway-refusal';
import { acceptFamilyInvitation, showChild } from '../features/family/api/family-requests';
import {
  useFamilyInvitation,
  type InvitationPreview,
} from '../features/family/api/use-family-invitation';
import {
  INVALID_LINK,
  INVITATION_CANCELLED,
  INVITATION_EXPIRED,
  INVITATION_USED,
  familyErrorMessage,
} from '../features/family/family-errors';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '36rem', justifyItems: 'start' },
  heading: { margin: 0 },
  text: { margin: 0, overflowWrap: 'anywhere' },
  link: { fontWeight: tokens.fontWeightSemibold },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

type Styles = ReturnType<typeof useStyles>;

/** "Rowan's", or "the baby's" before the child has a name. */
const childPossessive = (name: string | null) => (name?.trim() ? `${name.trim()}'s` : "the baby's");

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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const accept = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await acceptFamilyInvitation(token);
      // The dashboard shows the selected child: the one just accepted (see acceptFamilyInvitation).
      navigate(routes.dashboard);
    } catch (error) {
      setFailure(familyErrorMessage(gatewayRefusalOf(error), 'accept'));
      setBusy(false);
    }
  };

  return (
    <>
      <Body1 as="p" className={styles.text}>
        {`${invitation.invitedBy} invited you to follow ${childPossessive(invitation.childName)} cord blood journey.`}
      </Body1>
      <Body1 as="p" className={styles.text}>
        You will see the journey, can fill in the medical health form and request the kit pick-up.
        Billing stays with the account holder.
      </Body1>
      <Button
        appearance="primary"
        onClick={() => void accept()}
        disabledFocusable={busy}
        aria-busy={busy}
        icon={busy ? <Spinner size="extra-tiny" aria-hidden /> : undefined}
      >
        Accept invitation
      </Button>
      {failure && (
        <Body1 as="p" role="alert" className={styles.error}>
          {failure}
        </Body1>
      )}
    </>
  );
}

function OtherAccount({ email, styles }: { email: string; styles: Styles }) {
  const navigate = useNavigate();
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
        {`This invitation was sent to ${email}. Sign in with that email address to accept it.`}
      </Body1>
      <Button onClick={() => void signOut()} disabledFocusable={busy}>
        Sign out
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
  const say = (text: string) => (
    <Body1 as="p" className={styles.text}>
      {text}
    </Body1>
  );
  if (invitation.status === 'CANCELLED') return say(INVITATION_CANCELLED);
  if (invitation.status === 'EXPIRED') return say(INVITATION_EXPIRED);
  if (!invitation.forViewer) return <OtherAccount email={invitation.email} styles={styles} />;
  if (invitation.status === 'ACCEPTED') {
    const { orderId } = invitation;
    if (!orderId) return say(INVITATION_USED);
    return (
      <>
        {say('You accepted this invitation.')}
        <RouterLink
          className={styles.link}
          to={routes.dashboard}
          onClick={() => showChild(orderId)}
        >
          {`Open ${childPossessive(invitation.childName)} journey`}
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
  usePageTitle('Family invitation');
  const [params] = useSearchParams();
  const token = params.get('invitation')?.trim() || null;
  const { invitation, loading, error } = useFamilyInvitation(token);
  // A token the gateway cannot read is a link that is not valid, like one it does not know.
  const refused = gatewayRefusalOf(error).code;
  const invalid = refused === 'NOT_FOUND' || refused === 'BAD_USER_INPUT';

  return (
    <section className={styles.page} aria-labelledby="family-join-title">
      <Title2 as="h1" id="family-join-title" className={styles.heading}>
        Family invitation
      </Title2>
      {loading && !invitation && <Spinner label="Loading your invitation…" />}
      {!loading && error && !invalid && !invitation && (
        <Body1 as="p" className={styles.text}>
          We could not load this invitation just now. Please reload the page in a moment.
        </Body1>
      )}
      {!loading && (!error || invalid) && !invitation && (
        <Body1 as="p" className={styles.text}>
          {INVALID_LINK}
        </Body1>
      )}
      {token && invitation && (
        <InvitationState token={token} invitation={invitation} styles={styles} />
      )}
    </section>
  );
}
