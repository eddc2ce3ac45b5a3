import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { notify, preloadAuthActions, reportError } from '@portal/shared';
import type * as z from 'zod/mini';

/*
 * The auth pages' form state: what react-hook-form gave them (validation by the page's zod
 * schema on submit, then as the parent corrects a field; focus on the first field to fix;
 * the parsed values to the submit handler), in a few lines instead of ~13 KB gz on /login,
 * the portal's first load. The rules stay the zod schemas beside each form, loaded with zod
 * (~5 KB gz) when the parent first presses a key or a pointer: nothing is checked before
 * the parent has typed or pressed something, and /login's first load carries no validator.
 */

/** Loads the page's schema (a dynamic import of the module beside the form). */
export type SchemaLoader<S> = () => Promise<S>;

// A key or a pointer, as for the auth provider (shared/src/auth/auth-store.ts).
const INTERACTIONS = ['keydown', 'pointerdown', 'touchstart'] as const;

const RULES_UNAVAILABLE = {
  title: msg`We could not check the form`,
  message: msg`Please check your connection and try again. What you typed is still here.`,
} as const;

type Values = Record<string, string>;
type Errors<T extends Values> = Partial<Record<keyof T, string>>;
/** What a zod schema's `safeParse` answers, as far as the form reads it. */
interface ParseResult {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/** What a field reads and reports (see useFormField). */
export interface FormControl<T extends Values> {
  values: T;
  errors: Errors<T>;
  setValue: (name: keyof T, value: string) => void;
  register: (name: keyof T, element: HTMLInputElement | null) => void;
}

/** Each field's first problem, by the schema's own messages. */
function problemsOf<T extends Values>(result: ParseResult): Errors<T> {
  const errors: Errors<T> = {};
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path[0] as keyof T | undefined;
    if (name !== undefined && errors[name] === undefined) errors[name] = issue.message;
  }
  return errors;
}

export function useAuthForm<S extends z.ZodMiniType<unknown, T>, T extends Values>(
  loadSchema: SchemaLoader<S>,
  defaultValues: T,
) {
  const { i18n } = useLingui();
  const [values, setValues] = useState<T>(defaultValues);
  const [errors, setErrors] = useState<Errors<T>>({});
  const latest = useRef(values);
  const submitted = useRef(false);
  const elements = useRef(new Map<keyof T, HTMLInputElement>());
  const schema = useRef<S | null>(null);
  const loading = useRef<Promise<S> | null>(null);

  /** The schema, loaded once; a failed load is tried again on the next call. */
  const ensureSchema = useCallback((): Promise<S> => {
    if (schema.current) return Promise.resolve(schema.current);
    loading.current ??= loadSchema().then(
      (loaded) => (schema.current = loaded),
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, [loadSchema]);

  useEffect(() => {
    const start = () => {
      stop();
      ensureSchema().catch(() => undefined); // a submit tries again and says so
      // The sign-in and sign-up actions load beside the rules, ahead of the submit.
      preloadAuthActions();
    };
    const stop = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, start, true);
    };
    for (const type of INTERACTIONS) {
      document.addEventListener(type, start, { capture: true, passive: true });
    }
    return stop;
  }, [ensureSchema]);

  const setValue = useCallback((name: keyof T, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    // After a submit, each change checks again, so a fixed field's message goes away.
    if (submitted.current && schema.current) {
      setErrors(problemsOf<T>(schema.current.safeParse(next)));
    }
  }, []);
  // The messages shown follow a change of language (the rules say them in the active one).
  useEffect(() => {
    if (submitted.current && schema.current) {
      setErrors(problemsOf<T>(schema.current.safeParse(latest.current)));
    }
  }, [i18n.locale]);

  const register = useCallback((name: keyof T, element: HTMLInputElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  }, []);

  /** Checks the form and hands the parsed values on, or shows what to fix. */
  const handleSubmit =
    (onValid: (parsed: z.output<S>) => unknown) =>
    async (event?: FormEvent): Promise<void> => {
      event?.preventDefault();
      let rules: S;
      try {
        rules = await ensureSchema();
      } catch (error) {
        reportError(error, { tags: { area: 'auth', action: 'loadFormRules' } });
        notify({
          intent: 'error',
          title: i18n._(RULES_UNAVAILABLE.title),
          message: i18n._(RULES_UNAVAILABLE.message),
        });
        return;
      }
      submitted.current = true;
      const result = rules.safeParse(latest.current);
      const problems = problemsOf<T>(result);
      setErrors(problems);
      if (result.success) {
        await onValid(result.data as z.output<S>);
        return;
      }
      // The first field to fix on the page, in reading order.
      const invalid = [...elements.current]
        .filter(([name]) => problems[name] !== undefined)
        .map(([, element]) => element)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      invalid[0]?.focus();
    };

  const control: FormControl<T> = { values, errors, setValue, register };
  return { control, values, handleSubmit };
}

/** One field's binding: its value, change and element, and its message once there is one. */
export function useFormField<T extends Values>(control: FormControl<T>, name: keyof T & string) {
  const { values, errors, setValue, register } = control;
  return {
    field: {
      name,
      value: values[name] ?? '',
      onChange: (value: string) => setValue(name, value),
      ref: (element: HTMLInputElement | null) => register(name, element),
    },
    error: errors[name],
  };
}
