// Spec §2, §5: the home page's buyer entry posts a sourcing request: the role gate first (login, buyer, company
// information — src/platform/role-gates.ts), then the create page of the rfq-list menu, in a new tab.
import type { Language } from '../../common/language';
import { passBuyerGate } from '../../src/platform/role-gates';
import type { Session } from '../../src/platform/session';

export interface SourcingRequestPages {
  language: Language;
  /** Spec §2: the create page in the rfq-list menu of the member area. */
  rfqCreateUrl: string;
  /** Where login, register and company completion return to; by default the current page. */
  returnTo?: string;
  /** Spec §4: buyer registration is open (the flag mask); the prompts offer to register only then. */
  registrationOpen?: boolean;
}

export async function postSourcingRequest(session: Session, { rfqCreateUrl, ...pages }: SourcingRequestPages): Promise<void> {
  if (await passBuyerGate(session, 'sourcingRequest', pages)) window.open(rfqCreateUrl, '_blank');
}
