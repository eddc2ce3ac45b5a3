import { fieldProblems, useMutation } from '@portal/shared/graphql';
import { Button, Field, Input, makeStyles, tokens } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { UpdateProfileDocument } from '../../graphql.generated';
import { checkName } from './name-rules';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The server's message for the name field, or a calm general one. */
function serverMessage(error: unknown): string {
  const problem = fieldProblems(error).find((p) => p.field === 'input.name');
  return problem?.message ?? 'Your name could not be saved just now. Please try again in a moment.';
}

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
  const [save, { loading }] = useMutation(UpdateProfileDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkName(value);
    if (problem) {
      setMessage(problem);
      return;
    }
    setMessage(undefined);
    try {
      // Every reader of the name (the header, the profile) reads again after the mutation.
      await save({ variables: { input: { name: value.trim() } } });
      onDone(true);
    } catch (error) {
      setMessage(serverMessage(error));
    }
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
