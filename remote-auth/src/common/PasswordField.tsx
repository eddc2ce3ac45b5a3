import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, EyeOffRegular, EyeRegular, Field, Input, makeStyles } from '@portal/shared/ui';
import { useFormField, type FormControl } from './use-auth-form';

const useStyles = makeStyles({
  toggle: { minWidth: '32px' },
});

export interface PasswordFieldProps<T extends Record<string, string>> {
  control: FormControl<T>;
  name: keyof T & string;
  label?: string;
  /** 'current-password' to sign in, 'new-password' to create one (password managers). */
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

/**
 * A password input with a show/hide toggle. Paste and password managers work (nothing is
 * blocked); the toggle keeps its name ("Show password") and reports its state with
 * aria-pressed.
 */
export function PasswordField<T extends Record<string, string>>({
  control,
  name,
  label,
  autoComplete,
  hint,
}: PasswordFieldProps<T>) {
  const { t } = useLingui();
  const styles = useStyles();
  const [visible, setVisible] = useState(false);
  const { field, error } = useFormField(control, name);
  return (
    <Field label={label ?? t`Password`} validationMessage={error} hint={hint} size="large">
      <Input
        ref={field.ref}
        name={field.name}
        value={field.value}
        onChange={(_, data) => field.onChange(data.value)}
        size="large"
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        contentAfter={
          <Button
            type="button"
            appearance="transparent"
            className={styles.toggle}
            icon={visible ? <EyeOffRegular /> : <EyeRegular />}
            aria-label={t`Show password`}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          />
        }
      />
    </Field>
  );
}
