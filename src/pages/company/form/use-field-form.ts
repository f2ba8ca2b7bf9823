import { useCallback, useState } from 'react';
import type { FieldMessage } from './field-message';

/** What one field takes from its form: its text, how to change it, when it is left, and what is wrong with it. */
export interface FieldBinding {
  value: string;
  onValue(value: string): void;
  onBlur(): void;
  error: FieldMessage | undefined;
}

export interface FieldForm<Field extends string> {
  values: Record<Field, string>;
  bind(field: Field): FieldBinding;
  /** Checks every field and shows what is wrong at each; true when nothing is. */
  checkAll(): boolean;
  /** Shows a message of the server at a field (its refusal named the field). */
  showAt(field: Field, message: FieldMessage): void;
}

/** The page's check of one field, given the whole form (a field may depend on another). */
export type FieldCheck<Field extends string> = (field: Field, values: Record<Field, string>) => FieldMessage | undefined;

/**
 * A form checked at the field: a field is checked when it is left and, once it shows an error, again as it is
 * typed in (so the error goes as soon as the value is right); every field is checked on submit.
 */
export function useFieldForm<Field extends string>(initial: Record<Field, string>, check: FieldCheck<Field>): FieldForm<Field> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, FieldMessage>>>({});
  const setError = useCallback((field: Field, error: FieldMessage | undefined) => {
    setErrors((shown) => {
      const next = { ...shown };
      if (error) next[field] = error;
      else delete next[field];
      return next;
    });
  }, []);
  return {
    values,
    bind: (field) => ({
      value: values[field],
      onValue(value) {
        const next = { ...values, [field]: value };
        setValues(next);
        if (errors[field]) setError(field, check(field, next));
      },
      onBlur: () => setError(field, check(field, values)),
      error: errors[field],
    }),
    checkAll() {
      const found: Partial<Record<Field, FieldMessage>> = {};
      for (const field of Object.keys(values) as Field[]) {
        const error = check(field, values);
        if (error) found[field] = error;
      }
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    showAt: setError,
  };
}
