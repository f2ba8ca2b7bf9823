import { useState } from 'react';
import { normalizeTarget, targetError, type FieldError } from './validation';

/** The e-mail-or-phone field of an account form: its text, its error, and a check before it is used. */
export interface TargetFieldState {
  value: string;
  setValue(value: string): void;
  error: FieldError | undefined;
  /** Shows the field's error, if any; the normalized e-mail address or phone number when it is valid. */
  check(): string | undefined;
}

export function useTargetField(): TargetFieldState {
  const [value, setValue] = useState('');
  const [error, setError] = useState<FieldError | undefined>(undefined);
  return {
    value,
    setValue,
    error,
    check() {
      const found = targetError(value);
      setError(found);
      return found ? undefined : normalizeTarget(value);
    },
  };
}
