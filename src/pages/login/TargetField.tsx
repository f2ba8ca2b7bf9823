import { PhoneCountryPicker } from '../../ui/phone/PhoneCountryPicker';
import { hasOwnCallingCode, regionOfNumber } from '../../ui/phone/phone-number';
import { TextField } from './TextField';
import type { TargetFieldState } from './use-target-field';
import { isPhoneTarget } from './validation';

/**
 * Spec §2, §5: login and register take an e-mail address or a phone number. Once what is typed is a phone number,
 * the country-code picker stands before it: it shows the code typed with the number, or the one that will be put
 * before a number typed without (the page's default until another is picked).
 */
export function TargetField({ field, name }: { field: TargetFieldState; name: string }) {
  const shownRegion = hasOwnCallingCode(field.value) ? regionOfNumber(field.value, field.region) : field.region;
  return (
    <TextField
      label="account.field.account"
      placeholder="account.field.accountPlaceholder"
      value={field.value}
      onValue={field.setValue}
      error={field.error}
      autoComplete="username"
      // The e-mail keyboard: an address may start with digits (QQ mail), so what is typed first decides nothing.
      inputMode="email"
      name={name}
      leading={isPhoneTarget(field.value) ? <PhoneCountryPicker value={shownRegion} onChange={field.setRegion} /> : undefined}
    />
  );
}
