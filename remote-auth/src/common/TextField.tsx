import type { ComponentProps } from 'react';
import { Field, Input } from '@portal/shared/ui';
import { useFormField, type FormControl } from './use-auth-form';

type InputProps = ComponentProps<typeof Input>;

export interface TextFieldProps<T extends Record<string, string>> extends Omit<
  InputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'size'
> {
  control: FormControl<T>;
  name: keyof T & string;
  /** The visible label (the control's accessible name). */
  label: string;
  /** Guidance shown under the field before anything goes wrong. */
  hint?: string;
}

/**
 * A labelled text input bound to the page's form (useAuthForm). Its validation message is shown under it,
 * announced (role=alert) and wired to the input's aria-describedby by Fluent's Field.
 */
export function TextField<T extends Record<string, string>>({
  control,
  name,
  label,
  hint,
  ...input
}: TextFieldProps<T>) {
  const { field, error } = useFormField(control, name);
  return (
    <Field label={label} validationMessage={error} hint={hint} size="large">
      <Input
        {...input}
        ref={field.ref}
        name={field.name}
        value={field.value}
        onChange={(_, data) => field.onChange(data.value)}
        size="large"
      />
    </Field>
  );
}
