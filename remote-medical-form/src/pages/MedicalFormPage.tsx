import { useCallback, useMemo, useRef, useState, type ComponentProps } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useOrders, usePageTitle } from '@portal/shared';
import { isAccessRevoked, useSelectedChild } from '@portal/shared/graphql';
import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { AccessRevokedNotice } from '../features/medical-form/AccessRevokedNotice';
import { useMedicalFormOrder } from '../features/medical-form/api/use-medical-form-order';
import { MedicalForm } from '../features/medical-form/MedicalForm';
import { useFormRules, useFormRulesAtFirstInput } from '../features/medical-form/load-form-rules';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '48rem' },
});

type FormShown = Omit<ComponentProps<typeof MedicalForm>, 'onAccessRevoked'>;

export function MedicalFormPage() {
  const styles = useStyles();
  const child = useSelectedChild();
  const { loaded, error: ordersError } = useOrders();
  const { t } = useLingui();
  usePageTitle(t`Medical Health Form`);
  const orderId = child.orderId;
  const childName = child.name;
  const { form, sharedWithFamily, loading, error, loadNewest } = useMedicalFormOrder(orderId);
  // A draft opens at its first unanswered section, which its rules find: they load now. A form
  // not started opens at the first, and its rules load at the parent's first key or tap.
  const draftOpen = !!form && form.status !== 'NOT_STARTED' && form.status !== 'SUBMITTED';
  const rules = useFormRules(draftOpen);
  useFormRulesAtFirstInput(!!form && form.status !== 'SUBMITTED');
  const initialSection = useMemo(
    () => (form && draftOpen && rules ? rules.firstIncompleteSection(form.answers ?? {}) : 0),
    [form, draftOpen, rules],
  );
  const shown: FormShown | null =
    form && orderId && (!draftOpen || rules)
      ? { orderId, form, sharedWithFamily, loadNewest, initialSection }
      : null;
  // Once the parent's access to the child ends, the shell drops the child (another is selected,
  // or none is left), but what they typed stays on this page, with the notice, until they
  // leave it; the child is named no more.
  const lastShown = useRef(shown);
  lastShown.current = shown;
  const [kept, setKept] = useState<FormShown | null>(null);
  const keep = useCallback(() => setKept((already) => already ?? lastShown.current), []);
  // One element whether kept or shown: the form's state (what was typed) stays.
  const rendered = kept ?? shown;
  // The child's name and the form show together, whichever comes first: the name arriving first
  // would push the loading spinner down (a layout shift), arriving later, the form; the form
  // arriving first would show under the spinner, and move up when it goes. (Neither read is
  // loading again once answered: a read again keeps its answer.)
  const waiting = (loading && !form) || child.loading || (draftOpen && !rules);

  return (
    <section className={styles.page} aria-labelledby="medicalForm-title">
      <Title2 as="h1" id="medicalForm-title">
        <Trans>Medical Health Form</Trans>
      </Title2>
      {childName && !kept && !waiting && (
        <Body1>
          <Trans>For {childName}</Trans>
        </Body1>
      )}
      {!kept && waiting && <Spinner label={t`Loading your form…`} />}
      {!kept && error && !form && isAccessRevoked(error) && <AccessRevokedNotice />}
      {!kept && (ordersError || error) && !form && navigator.onLine === false ? (
        // Offline, calmly: the form is read again when the connection returns.
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <Trans>You're offline: your form shows here again when your connection returns.</Trans>
          </MessageBarBody>
        </MessageBar>
      ) : (
        !kept &&
        error &&
        !form &&
        !isAccessRevoked(error) && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <Trans>
                We could not load your form just now. Please reload the page in a moment.
              </Trans>
            </MessageBarBody>
          </MessageBar>
        )
      )}
      {!kept && loaded && !orderId && (
        <Body1>
          <Trans>There is no order on your account yet.</Trans>
        </Body1>
      )}
      {rendered && (kept || !waiting) && (
        <MedicalForm key={rendered.orderId} {...rendered} onAccessRevoked={keep} />
      )}
    </section>
  );
}
