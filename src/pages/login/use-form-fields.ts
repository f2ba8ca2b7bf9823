import { useState } from 'react';
import type { FieldBinding } from './TextField';
import { errorsOf, type FieldError, type FieldErrors } from './validation';

/** The text fields of an account form (the e-mail-or-phone field has its own state, use-target-field.ts). */
export interface FormFields<Field extends string> {
  values: Record<Field, string>;
  /** The value, setter and error of one field, to spread on its TextField, PasswordField or CodeField. */
  bind(field: Field): FieldBinding;
  /** Shows the error `checks` finds in each field and clears the others; true when there is none. */
  check(checks: (values: Record<Field, string>) => Record<Field, FieldError | undefined>): boolean;
}

export function useFormFields<Field extends string>(initial: Record<Field, string>): FormFields<Field> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  return {
    values,
    bind: (field) => ({
      value: values[field],
      onValue: (value) => setValues((previous) => ({ ...previous, [field]: value })),
      error: errors[field],
    }),
    check(checks) {
      const found = errorsOf(checks(values));
      setErrors(found);
      return Object.keys(found).length === 0;
    },
  };
}
