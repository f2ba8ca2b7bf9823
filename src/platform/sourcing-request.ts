// Spec §5, §6: who may post a sourcing request. The answer names what stands in the way, so the caller
// can show the matching prompt (login, buyer-only message, company notice).
import type { Session } from './session';

export type SourcingRequestPermission = 'allowed' | 'login' | 'notBuyer' | 'companyIncomplete';

/** Spec §5: creating a sourcing request needs: logged in; userType MEMBER or BUYER; completed company info. */
export function sourcingRequestPermission(session: Session): SourcingRequestPermission {
  if (session.status !== 'authenticated') return 'login';
  // MEMBER arrives here already mapped to BUYER (userTypeOf, spec §3).
  if (session.userType !== 'BUYER') return 'notBuyer';
  return session.companyInfoCompleted ? 'allowed' : 'companyIncomplete';
}
