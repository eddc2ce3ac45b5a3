import type { ComponentProps, ReactNode } from 'react';
import type { CommerceProblem } from '@portal/rules/commerce';
import { useProblemText } from '@portal/shared';
import { Field, Input } from '@portal/shared/ui';
import { Select } from '@portal/shared/ui/inputs';

/** The id of a field's control, from its path (`shippingAddress.city` -> `field-shippingAddress-city`). */
export const fieldId = (path: string) => `field-${path.replace(/\./g, '-')}`;

/** The problem with one field, in the parent's language (undefined when there is none). */
export function useProblemFor(problems: readonly CommerceProblem[]) {
  const problemText = useProblemText();
  return (path: string): string | undefined => {
    const problem = problems.find((candidate) => candidate.field === path);
    return problem ? problemText(problem) : undefined;
  };
}

interface TextFieldProps {
  path: string;
  label: string;
  value: string;
  problems: readonly CommerceProblem[];
  onChange: (value: string) => void;
  required?: boolean;
  hint?: string;
  type?: ComponentProps<typeof Input>['type'];
  autoComplete?: string;
  inputMode?: ComponentProps<typeof Input>['inputMode'];
}

/** A labelled input whose problem, if any, is shown (and announced) beside it. */
export function TextField({
  path,
  label,
  value,
  problems,
  onChange,
  required = false,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
}: TextFieldProps) {
  const message = useProblemFor(problems)(path);
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      <Input
        id={fieldId(path)}
        name={path}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        onChange={(_event, data) => onChange(data.value)}
      />
    </Field>
  );
}

interface SelectFieldProps {
  path: string;
  label: string;
  value: string;
  problems: readonly CommerceProblem[];
  onChange: (value: string) => void;
  children: ReactNode;
  autoComplete?: string;
}

export function SelectField({
  path,
  label,
  value,
  problems,
  onChange,
  children,
  autoComplete,
}: SelectFieldProps) {
  const message = useProblemFor(problems)(path);
  return (
    <Field
      label={label}
      required
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      <Select
        id={fieldId(path)}
        name={path}
        value={value}
        autoComplete={autoComplete}
        onChange={(_event, data) => onChange(data.value)}
      >
        {children}
      </Select>
    </Field>
  );
}
