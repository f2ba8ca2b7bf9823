// Spec §2, §6: where the header's account button leads — the mall login page for a visitor, the back office
// of the role for someone logged in.
import type { Language } from './language';
import { linkQuery } from './link-query';
import type { UserType } from './session';

/** Spec §6: back-office prefixes — member (buyer), seller, group, work (employee). */
export const BACK_OFFICE_PREFIXES: Record<UserType, string> = {
  BUYER: 'member',
  SELLER: 'seller',
  GROUP: 'group',
  EMPLOYEE: 'work',
};

/** Spec §2: login sends back to redirect_uri, by default the current page. */
export function loginPageUrl(language: Language, redirectUri: string): string {
  return `/${language}/login/mall/index?${linkQuery({ redirect_uri: redirectUri })}`;
}

export function workbenchUrl(userType: UserType): string {
  return `/${BACK_OFFICE_PREFIXES[userType]}/workbench/index`;
}
