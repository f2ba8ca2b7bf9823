import { TextField } from './TextField';
import type { TargetFieldState } from './use-target-field';

/** Spec §2: login and register take an e-mail address or a phone number (with its country code). */
export function TargetField({ field, name }: { field: TargetFieldState; name: string }) {
  return (
    <TextField
      label="account.field.account"
      placeholder="account.field.accountPlaceholder"
      value={field.value}
      onValue={field.setValue}
      error={field.error}
      autoComplete="username"
      inputMode="email"
      name={name}
    />
  );
}
