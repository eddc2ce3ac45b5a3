import { Button, Field, Input, makeStyles, tokens } from '@portal/shared/ui';
import { useProblemText } from '@portal/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useUpdateProfile, type NameProblem } from './api/use-update-profile';
import { checkName } from './name-rules';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface NameFormProps {
  current: string | null;
  /** Called with true once the name is saved, false when the parent cancels. */
  onDone: (saved: boolean) => void;
}

/** Sets or changes the parent's name (kept as typed when saving fails). */
export function NameForm({ current, onDone }: NameFormProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const problemText = useProblemText();
  const [value, setValue] = useState(current ?? '');
  // Kept as the problem, not its words: they follow the language.
  const [problem, setProblem] = useState<NameProblem | null>(null);
  const { saveName, saving: loading } = useUpdateProfile();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = checkName(value);
    if (local) {
      setProblem({ text: local });
      return;
    }
    setProblem(null);
    const failure = await saveName(value.trim());
    if (failure) setProblem(failure);
    else onDone(true);
  };

  const message = !problem
    ? undefined
    : 'field' in problem
      ? problemText(problem.field)
      : i18n._(problem.text);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t`Your name`} validationMessage={message} required>
        <Input
          value={value}
          onChange={(_, data) => setValue(data.value)}
          autoComplete="name"
          // The editor opens on request: the field is where the parent meant to go.
          autoFocus
        />
      </Field>
      <span className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={loading}>
          {loading ? t`Saving…` : t`Save name`}
        </Button>
        <Button type="button" onClick={() => onDone(false)} disabled={loading}>
          <Trans>Cancel</Trans>
        </Button>
      </span>
    </form>
  );
}
