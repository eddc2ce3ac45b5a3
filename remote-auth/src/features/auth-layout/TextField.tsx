import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, Input } from '@portal/shared/ui';

type InputProps = ComponentProps<typeof Input>;

export interface TextFieldProps<T extends FieldValues> extends Omit<
  InputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'size'
> {
  control: Control<T>;
  name: FieldPath<T>;
  /** The visible label (the control's accessible name). */
  label: string;
  /** Guidance shown under the field before anything goes wrong. */
  hint?: string;
}

/**
 * A labelled text input bound to react-hook-form. Its validation message is shown under it,
 * announced (role=alert) and wired to the input's aria-describedby by Fluent's Field.
 */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  ...input
}: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={label} validationMessage={fieldState.error?.message} hint={hint} size="large">
      <Input
        {...input}
        ref={field.ref}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(_, data) => field.onChange(data.value)}
        onBlur={field.onBlur}
        size="large"
      />
    </Field>
  );
}
