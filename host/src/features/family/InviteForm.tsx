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
import { gatewayRefusalOf } from '../dashboard/api/gateway-refusal';
import { inviteGuardian } from './api/family-requests';
import { familyErrorMessage } from './family-errors';
import { checkInvitationEmail } from '@portal/rules/family';

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
  /** The invitation went out to `email` (as the gateway recorded it). */
  onSent: (email: string) => void;
}

/**
 * The holder invites a co-parent or guardian by email. The address is checked here first and
 * again by the gateway, whose field message shows on the field; any other refusal is an alert.
 */
export function InviteForm({ orderId, ownEmail, onSubmit, onSent }: InviteFormProps) {
  const styles = useStyles();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const refuseField = (message: string) => {
    setFieldError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    onSubmit();
    setFailure(null);
    const problem = checkInvitationEmail(email, ownEmail)[0]?.message ?? null;
    if (problem) {
      refuseField(problem);
      return;
    }
    setFieldError(null);
    setSending(true);
    try {
      const invitation = await inviteGuardian(orderId, email.trim());
      setEmail('');
      onSent(invitation.email);
    } catch (error) {
      const refusal = gatewayRefusalOf(error);
      const onEmail = refusal.fields.find((field) => field.field === 'email');
      if (refusal.code === 'BAD_USER_INPUT' && onEmail) refuseField(onEmail.message);
      else setFailure(familyErrorMessage(refusal, 'invite'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="family-invite-title"
    >
      <Subtitle2 as="h3" id="family-invite-title" className={styles.heading}>
        Invite a co-parent or guardian
      </Subtitle2>
      <Body1 as="p" className={styles.text}>
        They can see this child&apos;s journey, fill in the medical health form and request the kit
        pick-up. Billing stays with you.
      </Body1>
      <Field
        className={styles.field}
        label="Guardian's email address"
        validationMessage={fieldError ?? undefined}
      >
        <Input
          ref={input}
          type="email"
          value={email}
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
        Send invitation
      </Button>
      {failure && (
        <Body1 as="p" role="alert" className={styles.error}>
          {failure}
        </Body1>
      )}
    </form>
  );
}
