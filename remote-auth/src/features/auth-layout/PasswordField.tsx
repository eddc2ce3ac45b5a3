import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Button, Field, Input, makeStyles } from '@portal/shared/ui';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  toggle: { minWidth: '32px' },
});

export interface PasswordFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
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
export function PasswordField<T extends FieldValues>({
  control,
  name,
  label = 'Password',
  autoComplete,
  hint,
}: PasswordFieldProps<T>) {
  const styles = useStyles();
  const [visible, setVisible] = useState(false);
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={label} validationMessage={fieldState.error?.message} hint={hint} size="large">
      <Input
        ref={field.ref}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(_, data) => field.onChange(data.value)}
        onBlur={field.onBlur}
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
            aria-label="Show password"
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          />
        }
      />
    </Field>
  );
}
