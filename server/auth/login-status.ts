import type { LoginStatus } from '../../common/generated/types.js';
import type { Account } from './account-repository.js';

export const VISITOR_STATUS: LoginStatus = { isAuthenticated: false };

/** Spec §3 login status; userType as stored (the browser maps MEMBER to BUYER). */
export function loginStatusOf(account: Pick<Account, 'id' | 'userType' | 'language'>): LoginStatus {
  return { isAuthenticated: true, id: account.id, userType: account.userType, language: account.language };
}
