import { useRef, useState, type FormEvent } from 'react';
import {
  Body1,
  Button,
  Field,
  Input,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { gatewayRefusalOf } from '../../common/api/gateway-refusal';
import { inviteGuardian } from './api/family-requests';
import { familyProblem, useFamilyProblemText, type FamilyProblem } from './family-errors';
import { useLeaveGuard, useProblemText, type ProblemLike } from '@portal/shared';
import { isOffline, useHeldUntilOnline } from '@portal/shared/held-until-online';
import { Trans, useLingui } from '@lingui/react/macro';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalS, justifyItems: 'start', width: '100%' },
  heading: { margin: 0 },
  text: { margin: 0 },
  field: { width: '100%', maxWidth: '28rem' },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

interface InviteFormProps {
  orderId: string;
  /** The holder's own email (they already have access). */
  ownEmail: string | null;
  /** The parent sends the form (what was said before is no longer news). */
  onSubmit: () => void;
  /** Sent offline: it waits for the connection (the card says so). */
  onWaiting: () => void;
  /** The invitation went out to `email` (as the gateway recorded it). */
  onSent: (email: string) => void;
}

/**
 * The address's rule, with the rules' English sentences it reports in, loads with the form's
 * first use (the card is on the first page a parent sees; its first load need not carry them).
 */
const loadEmailRule = () =>
  import(/* webpackChunkName: "family-invite-rule" */ '@portal/rules/family');

/**
 * The holder invites a co-parent or guardian by email. The address is checked here first and
 * again by the gateway, whose field message shows on the field; any other refusal is an alert.
 */
export function InviteForm({ orderId, ownEmail, onSubmit, onWaiting, onSent }: InviteFormProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const problemText = useProblemText();
  const familyProblemText = useFamilyProblemText();
  const [email, setEmail] = useState('');
  // Kept as problems, not their words: they follow a switch of language.
  const [fieldError, setFieldError] = useState<ProblemLike | null>(null);
  const [failure, setFailure] = useState<FamilyProblem | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const refuseField = (problem: ProblemLike) => {
    setFieldError(problem);
    input.current?.focus();
  };

  // Sent offline: the page holds it (in memory) and sends the address then in the field once the
  // connection returns, so a correction made while waiting is what goes.
  const unsent = useHeldUntilOnline<true>(() => void send());
  useLeaveGuard(
    unsent.waiting,
    t`Your invitation has not been sent yet: it is sent when your connection returns. Leave this page?`,
  );

  const send = async () => {
    if (sending) return;
    onSubmit();
    setFailure(null);
    setSending(true);
    try {
      // Should the rule not load (the connection dropped), the gateway checks the address.
      const rule = await loadEmailRule().catch(() => null);
      const problem = rule?.checkInvitationEmail(email, ownEmail)[0];
      if (problem) {
        unsent.drop();
        refuseField(problem);
        return;
      }
      setFieldError(null);
      if (isOffline()) {
        unsent.hold(true);
        onWaiting();
        return;
      }
      unsent.drop();
      const invitation = await inviteGuardian(orderId, email.trim());
      setEmail('');
      onSent(invitation.email);
    } catch (error) {
      if (isOffline()) {
        unsent.hold(true);
        onWaiting();
        return;
      }
      const refusal = gatewayRefusalOf(error);
      const onEmail = refusal.fields.find((field) => field.field === 'email');
      if (refusal.code === 'BAD_USER_INPUT' && onEmail) refuseField(onEmail);
      else setFailure(familyProblem(refusal, 'invite'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
      noValidate
      aria-labelledby="family-invite-title"
    >
      <Subtitle2 as="h3" id="family-invite-title" className={styles.heading}>
        <Trans>Invite a co-parent or guardian</Trans>
      </Subtitle2>
      <Body1 as="p" className={styles.text}>
        <Trans>
          They can see this child&apos;s journey, fill in the medical health form and request the
          kit pick-up. Billing stays with you.
        </Trans>
      </Body1>
      <Field
        className={styles.field}
        label={t`Guardian's email address`}
        validationMessage={fieldError ? problemText(fieldError) : undefined}
      >
        <Input
          ref={input}
          type="email"
          value={email}
          onFocus={() => void loadEmailRule().catch(() => undefined)}
          onChange={(_, data) => {
            setEmail(data.value);
            if (fieldError) setFieldError(null);
          }}
          autoComplete="off"
          spellCheck={false}
          data-testid="family-invite-email"
        />
      </Field>
      <Button
        type="submit"
        appearance="primary"
        disabledFocusable={sending}
        aria-busy={sending}
        icon={sending ? <Spinner size="extra-tiny" aria-hidden /> : undefined}
      >
        <Trans>Send invitation</Trans>
      </Button>
      {failure && (
        <Body1 as="p" role="alert" className={styles.error}>
          {familyProblemText(failure)}
        </Body1>
      )}
    </form>
  );
}
