import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { FIRST_ERROR_SCROLL, announceFailure } from '../../../shell/form-failure';
import type { FieldErrorTarget } from '../../../shell/form-rules';

/** A field's check: the message to show for `value`, or undefined when it passes. */
export type Check = (value: string) => Promise<string | undefined>;
/** The form's values by field name: text, as the inputs hold it. */
export type Values = Record<string, string>;

/**
 * The sign-in page's forms without antd's Form, with what components/Form gives every form: each field
 * is checked as it changes (antd's onChange trigger) and on submit; a refused submit scrolls to and
 * focuses the first invalid field and says how many need attention; a server refusal goes on its field
 * (shell/form-rules showFieldError, through `setFields`). `checks` lists the fields shown, in order.
 */
export function usePlainForm(initial: Values, checks: Record<string, Check>) {
  const idPrefix = useId();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const latest = useRef({ values, checks });
  latest.current = { values, checks };
  /** The last check started per field: an older one's answer is dropped. */
  const runs = useRef<Record<string, number>>({});

  const check = useCallback(async (name: string, value: string) => {
    const run = (runs.current[name] ?? 0) + 1;
    runs.current[name] = run;
    const problem = await latest.current.checks[name]?.(value);
    if (runs.current[name] === run) setErrors((all) => ({ ...all, [name]: problem }));
    return problem;
  }, []);

  const idOf = (name: string) => `${idPrefix}${name}`;

  /** Checks the named fields (all shown by default); answers their values, or null when one fails. */
  const validateFields = async (names?: string[]): Promise<Values | null> => {
    const { values: now, checks: shown } = latest.current;
    const fields = names ?? (Object.keys(shown) as string[]);
    const problems = await Promise.all(fields.map((name) => check(name, now[name] ?? '')));
    return problems.some(Boolean) ? null : now;
  };

  const form = {
    values,
    errors,
    idOf,
    /** What a field's input is bound to. */
    field: (name: string) => ({
      id: idOf(name),
      value: values[name] ?? '',
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${idOf(name)}_help` : undefined,
      onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
    }),
    /** A change by the user: set, then checked (antd's onChange trigger). */
    setValue: (name: string, value: string) => {
      latest.current.values = { ...latest.current.values, [name]: value };
      setValues(latest.current.values);
      void check(name, value);
    },
    /** A change by the page: set, not checked, its message cleared (antd's setFieldValue). */
    setFieldValue: (name: string, value: string) => {
      latest.current.values = { ...latest.current.values, [name]: value };
      setValues(latest.current.values);
      setErrors((all) => ({ ...all, [name]: undefined }));
    },
    /** Messages put on fields by hand (a server refusal: shell/form-rules showFieldError). */
    setFields: ((fields) => {
      const put = fields.map((f) => [String(f.name), f.errors?.[0]] as const);
      setErrors((all) => ({ ...all, ...Object.fromEntries(put) }));
    }) satisfies FieldErrorTarget['setFields'],
    validateFields,
    /** The form's onSubmit: checks every field shown, then hands the values on or reports the failure. */
    onSubmit: (submit: (values: Values) => unknown) => (event: FormEvent) => {
      event.preventDefault();
      void (async () => {
        const { checks: shown } = latest.current;
        const names = Object.keys(shown) as string[];
        const now = latest.current.values;
        const problems = await Promise.all(names.map((name) => check(name, now[name] ?? '')));
        const failed = names.filter((_, i) => problems[i]);
        if (failed.length === 0) return void submit(now);
        const first = document.getElementById(idOf(failed[0]!));
        first?.scrollIntoView({ block: FIRST_ERROR_SCROLL.block });
        first?.focus({ preventScroll: true });
        announceFailure(failed.length);
      })();
    },
  };
  return form;
}

export type PlainForm = ReturnType<typeof usePlainForm>;
