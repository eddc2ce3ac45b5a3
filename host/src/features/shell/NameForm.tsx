import { Button, Field, Input, makeStyles, tokens } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { useUpdateProfile } from './api/use-update-profile';
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
  const [value, setValue] = useState(current ?? '');
  const [message, setMessage] = useState<string | undefined>();
  const { saveName, saving: loading } = useUpdateProfile();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkName(value);
    if (problem) {
      setMessage(problem);
      return;
    }
    setMessage(undefined);
    const failure = await saveName(value.trim());
    if (failure) setMessage(failure);
    else onDone(true);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label="Your name" validationMessage={message} required>
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
          {loading ? 'Saving…' : 'Save name'}
        </Button>
        <Button type="button" onClick={() => onDone(false)} disabled={loading}>
          Cancel
        </Button>
      </span>
    </form>
  );
}
