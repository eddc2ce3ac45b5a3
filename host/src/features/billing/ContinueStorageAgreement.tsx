import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  agreementTermsFor,
  type AgreementLanguage,
  type AgreementPlan,
} from '@portal/rules/agreement';
import { StorageAgreementText } from '@portal/shared/storage-agreement';
import { utcCalendarDate } from '@portal/rules/dates';
import { Button, Field, Spinner, makeStyles, tokens } from '@portal/shared/ui';
import { Checkbox } from '@portal/shared/ui/inputs';
import type { AgreementAcceptanceInput } from './api/continuation-checkout.generated';
import type { ContinueProblem } from './continue-storage';

const useStyles = makeStyles({
  panel: {
    justifySelf: 'stretch',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalS,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

interface ContinueStorageAgreementProps {
  /** The child's plan, as the card has it: the agreement states its price. */
  plan: AgreementPlan;
  /** When the gift's term ends (an instant): its UTC calendar date is the first charge. */
  giftEndsAt: string;
  /** The checkout is starting, or the browser leaving for the payment page. */
  busy: boolean;
  /** The gateway's conflict, if it answered one: the agreement is accepted again. */
  conflict: ContinueProblem | null;
  onContinue: (agreement: AgreementAcceptanceInput) => void;
  onCancel: () => void;
}

/**
 * The storage agreement of a gift-paid child's storage continued with the parent's card (kind
 * CONTINUATION: nothing charged now, the first renewal when the gift's term ends), in the
 * portal's language, and the checkbox that accepts it. "Continue storage" without it ticked
 * says so beside it and moves focus to it; ticked, the checkout starts with the agreement as
 * shown. Legal text versioned in @portal/rules/agreement, never in the catalogues; loaded when
 * the parent opens it.
 */
export function ContinueStorageAgreement({
  plan,
  giftEndsAt,
  busy,
  conflict,
  onContinue,
  onCancel,
}: ContinueStorageAgreementProps) {
  const styles = useStyles();
  const { i18n, t } = useLingui();
  const region = useRef<HTMLElement>(null);
  const checkbox = useRef<HTMLInputElement>(null);
  const language: AgreementLanguage = i18n.locale.toLowerCase().startsWith('es') ? 'es' : 'en';
  const terms = agreementTermsFor('CONTINUATION', plan, utcCalendarDate(new Date(giftEndsAt)));
  // Another plan, price, wording or language is another agreement, to accept again.
  const key = JSON.stringify({ ...terms, language });
  const [accepted, setAccepted] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    // Opened: the parent is taken to the agreement (the button that opened it is gone).
    region.current?.focus();
  }, []);
  useEffect(() => {
    if (conflict) setAccepted(null);
  }, [conflict]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (accepted !== key) {
      setRefused(true);
      checkbox.current?.focus();
      return;
    }
    onContinue({ version: terms.version, language, priceCents: terms.priceCents });
  };

  const showRefusal = refused && accepted !== key;
  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <StorageAgreementText ref={region} terms={terms} language={language} />
      <Field
        required
        validationState={showRefusal ? 'error' : 'none'}
        validationMessage={showRefusal ? t`Accept the storage agreement to continue.` : undefined}
      >
        <Checkbox
          ref={checkbox}
          name="agreement"
          checked={accepted === key}
          onChange={(_event, data) => {
            setAccepted(data.checked === true ? key : null);
            if (data.checked === true) setRefused(false);
          }}
          label={t({
            message: 'I have read and accept the storage agreement.',
            comment: 'Review: legal',
          })}
        />
      </Field>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          type="submit"
          disabled={busy}
          aria-busy={busy}
          icon={
            busy ? (
              <Spinner size="extra-tiny" aria-label={t`Opening the payment page`} />
            ) : undefined
          }
          data-testid="continue-storage"
        >
          <Trans>Continue storage</Trans>
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
