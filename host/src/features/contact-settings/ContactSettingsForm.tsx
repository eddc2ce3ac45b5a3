import { useEffect, useRef, useState, type FormEvent } from 'react';
import { checkContactPreferences } from '@portal/rules/contact';
import { Body1, Button, Spinner, makeStyles, tokens } from '@portal/shared/ui';
import type { NotificationKind } from './api/contact-settings.generated';
import { gatewayRefusalOf } from '../../common/api/gateway-refusal';
import { saveContactPreferences } from './api/save-contact-preferences';
import type { NotificationSettings } from './api/use-notification-settings';
import { ContactDetailsFields } from './ContactDetailsFields';
import {
  FIELD_ORDER,
  draftOf,
  valuesOf,
  type AddressValues,
  type BindField,
  type ContactSettingsValues,
  type KindChoice,
} from './contact-settings-values';
import { NotificationChoices } from './NotificationChoices';
import { NOTIFICATION_KINDS } from './notification-kind-labels';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLeaveGuard, useProblemText, type ProblemLike } from '@portal/shared';
import { isOffline, useHeldUntilOnline } from '@portal/shared/held-until-online';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalXXL, minWidth: 0 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
  status: { margin: 0, color: tokens.colorPaletteGreenForeground1 },
  waiting: { margin: 0, minWidth: 0 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
});

const NOT_SAVED = msg`We could not save your settings. Check your connection and try again.`;

/**
 * What the alert says: problems no field shows (each in the parent's language by its rule's
 * code, the gateway's English otherwise), or a text of the host's.
 */
type Failure = { problems: ProblemLike[] } | { text: MessageDescriptor };

/** A problem with one of the form's fields: the shared rule's, or the gateway's. */
type FieldProblem = ProblemLike & { field: string };

/**
 * The parent's contact details and, per kind of notification, email and text message. The
 * shared rule checks everything here first and again at the gateway; each problem shows on its
 * field and the first field in error is focused. Nothing typed is lost when saving fails.
 */
export function ContactSettingsForm({ settings }: { settings: NotificationSettings }) {
  const styles = useStyles();
  const { i18n, t } = useLingui();
  const problemText = useProblemText();
  const [values, setValues] = useState<ContactSettingsValues>(() => valuesOf(settings));
  // Until the parent changes something, a fresher read replaces what the form shows (the page
  // may open with the answer of an earlier visit); once they have, nothing typed is replaced.
  const [shown, setShown] = useState(settings);
  const [edited, setEdited] = useState(false);
  if (settings !== shown) {
    setShown(settings);
    if (!edited) setValues(valuesOf(settings));
  }
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  // Set when problems are shown: once they are on screen, the first field in error is focused.
  const focusPending = useRef(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  // Each field's control by the path a problem names.
  const controls = useRef(new Map<string, HTMLElement>());

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const first = FIELD_ORDER.find((path) => problems.some((problem) => problem.field === path));
    if (first) controls.current.get(first)?.focus();
  });

  const bind: BindField = (path) => {
    const problem = problems.find((candidate) => candidate.field === path);
    const message = problem && problemText(problem);
    return {
      controlRef: (element) => {
        if (element) controls.current.set(path, element);
        else controls.current.delete(path);
      },
      validationMessage: message,
      validationState: message ? 'error' : 'none',
    };
  };

  /** A change: what was said about the last save, and the field's own problem, go. */
  const edit = (next: ContactSettingsValues, ...paths: string[]) => {
    setValues(next);
    setEdited(true);
    setSaved(false);
    if (problems.some((problem) => paths.includes(problem.field))) {
      setProblems(problems.filter((problem) => !paths.includes(problem.field)));
    }
  };

  const showProblems = (found: FieldProblem[]) => {
    setProblems(found);
    focusPending.current = true;
    // A problem no field shows (none of the page's fields) is said in the alert.
    const unplaced = found.filter((problem) => !FIELD_ORDER.includes(problem.field));
    setFailure(unplaced.length > 0 ? { problems: unplaced } : null);
  };

  // Saved offline: the page holds it (in memory) and saves what the form then shows once the
  // connection returns, so a change made while waiting is saved too.
  const unsent = useHeldUntilOnline<true>(() => void save());
  useLeaveGuard(
    unsent.waiting,
    t`Your settings have not been saved yet: they are saved when your connection returns. Leave this page?`,
  );

  const save = async () => {
    if (saving) return;
    setSaved(false);
    setFailure(null);
    const draft = draftOf(values);
    const check = checkContactPreferences(draft);
    if ('problems' in check) {
      unsent.drop();
      showProblems(check.problems);
      return;
    }
    setProblems([]);
    if (isOffline()) {
      unsent.hold(true);
      return;
    }
    unsent.drop();
    setSaving(true);
    try {
      const answer = await saveContactPreferences({
        mobilePhone: check.checked.mobilePhone,
        mailingAddress: check.checked.mailingAddress,
        preferences: draft.preferences,
      });
      setValues(valuesOf(answer));
      setEdited(false);
      setSaved(true);
    } catch (error) {
      if (isOffline()) {
        unsent.hold(true);
        return;
      }
      const refusal = gatewayRefusalOf(error);
      if (refusal.code === 'BAD_USER_INPUT' && refusal.fields.length > 0) {
        showProblems(refusal.fields);
      } else if (refusal.code === 'BAD_USER_INPUT' && refusal.message) {
        setFailure({ problems: [{ message: refusal.message }] });
      } else {
        setFailure({ text: NOT_SAVED });
      }
    } finally {
      setSaving(false);
    }
  };

  const onAddress = (line: keyof AddressValues, value: string) =>
    edit({ ...values, address: { ...values.address, [line]: value } }, `mailingAddress.${line}`);

  const onChoice = (kind: NotificationKind, channel: keyof KindChoice, on: boolean) =>
    edit(
      {
        ...values,
        choices: { ...values.choices, [kind]: { ...values.choices[kind], [channel]: on } },
      },
      `preferences.${NOTIFICATION_KINDS.indexOf(kind)}.${channel}`,
    );

  return (
    <form
      className={styles.form}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save();
      }}
      noValidate
    >
      <ContactDetailsFields
        mobilePhone={values.mobilePhone}
        address={values.address}
        bind={bind}
        // A number clears the texts' "add a number" problems too.
        onMobilePhone={(mobilePhone) =>
          edit(
            { ...values, mobilePhone },
            'mobilePhone',
            ...FIELD_ORDER.filter((path) => path.endsWith('.sms')),
          )
        }
        onAddress={onAddress}
      />
      <NotificationChoices choices={values.choices} bind={bind} onChoice={onChoice} />
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={saving}
          aria-busy={saving}
          icon={saving ? <Spinner size="extra-tiny" aria-hidden /> : undefined}
        >
          <Trans>Save settings</Trans>
        </Button>
        <Body1 as="p" role="status" className={unsent.waiting ? styles.waiting : styles.status}>
          {saved && <Trans>Your settings are saved.</Trans>}
          {unsent.waiting && (
            <Trans>
              Waiting for a connection: we will save your settings as soon as you are back online.
            </Trans>
          )}
        </Body1>
      </div>
      {failure && (
        <Body1 as="p" role="alert" className={styles.error}>
          {'text' in failure
            ? i18n._(failure.text)
            : failure.problems.map((problem) => problemText(problem)).join(' ')}
        </Body1>
      )}
    </form>
  );
}
