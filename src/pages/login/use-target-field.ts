import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FALLBACK_LANGUAGE, isLanguage } from '../../../common/language';
import type { RegionCode } from '../../ui/phone/calling-codes';
import { browserLanguages, defaultPhoneRegion } from '../../ui/phone/default-region';
import { hasOwnCallingCode, nationalPartOf, phoneLengthError } from '../../ui/phone/phone-number';
import { isPhoneTarget, normalizeTarget, targetError, type FieldError } from './validation';

/** The e-mail-or-phone field of an account form: its text, its error, and a check before it is used. */
export interface TargetFieldState {
  value: string;
  setValue(value: string): void;
  error: FieldError | undefined;
  /** Spec §5: the country-code picker's region, for a phone number typed without its own +code. */
  region: RegionCode | undefined;
  setRegion(region: RegionCode): void;
  /** Shows the field's error, if any; the normalized e-mail address or phone number when it is valid. */
  check(): string | undefined;
}

export function useTargetField(): TargetFieldState {
  const intl = useIntl();
  const [value, setValueState] = useState('');
  const [region, setRegionState] = useState(() => defaultPhoneRegion(isLanguage(intl.locale) ? intl.locale : FALLBACK_LANGUAGE, browserLanguages()));
  const [error, setError] = useState<FieldError | undefined>(undefined);
  return {
    value,
    setValue(next) {
      setValueState(next);
      // Spec §5: the length message shows as soon as a phone number is too long, and goes once it is not.
      const tooLong = isPhoneTarget(next) ? phoneLengthError(next) : undefined;
      if (tooLong) setError(tooLong);
      else if (error?.id === 'phone.maxLength') setError(undefined);
    },
    error,
    region,
    setRegion(next) {
      // A number typed with its own code gives it up for the picked one.
      if (isPhoneTarget(value) && hasOwnCallingCode(value)) setValueState(nationalPartOf(value));
      setRegionState(next);
      if (error?.id === 'phone.error.region') setError(undefined);
    },
    check() {
      const found = targetError(value, region);
      setError(found);
      return found ? undefined : normalizeTarget(value, region);
    },
  };
}
