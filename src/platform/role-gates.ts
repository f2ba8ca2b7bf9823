// Spec §5, §6, §8: what stands between a person and a buyer-only action, decided and shown in one place.
// A visitor is asked to sign in or register; a non-buyer is told the action's message (or, for a sourcing
// request, offered to register as a buyer); a buyer without company information is asked to complete it.
// The server checks the same rules (server/auth/viewer.ts) and its refusals get the same prompts here.
import { companyCompletionUrl, loginPageUrl, registerPageUrl } from './account-links';
import { ERROR_CODE_COMPANY_INFO_INCOMPLETE, ERROR_CODE_LOGIN_REQUIRED, ERROR_CODE_NOT_BUYER, ERROR_CODE_SESSION_EXPIRED } from '../../common/constants';
import { openDialog } from './dialogs';
import type { MessageId } from '../../common/i18n/messages';
import type { Language } from '../../common/language';
import { goToPage } from './page-navigation';
import type { RequestFailure } from './request-failure';
import type { Session } from './session';

/** Spec §5: what only a buyer may do, each refused to others with its own message (as the server names them). */
export type BuyerAction = 'appointment' | 'favorite' | 'instantMessage' | 'submitRequest' | 'businessCard';

/** The buyer actions, and posting a sourcing request from the home page's buyer entry (spec §2, §5). */
export type GatedAction = BuyerAction | 'sourcingRequest';

/**
 * What stands in the way: nothing; not logged in (the page knows it: 'visitor'; the server says so:
 * 'loginFirst'); not a buyer ('notBuyer': the action's message; 'notBuyerYet': the register prompt); or no
 * company information.
 */
export type Gate = 'allowed' | 'visitor' | 'loginFirst' | 'notBuyer' | 'notBuyerYet' | 'companyIncomplete';

interface GateRule {
  /** Spec §8: the company notice names instant messages, negotiation appointments and sourcing requests. */
  needsCompany: boolean;
  /** What a logged-in non-buyer is told: the action's spec §5 message, or the §8 register prompt. */
  nonBuyer: MessageId;
}

const RULES: Record<GatedAction, GateRule> = {
  appointment: { needsCompany: true, nonBuyer: 'buyerOnly.appointment' },
  favorite: { needsCompany: false, nonBuyer: 'buyerOnly.favorite' },
  instantMessage: { needsCompany: true, nonBuyer: 'buyerOnly.instantMessage' },
  submitRequest: { needsCompany: false, nonBuyer: 'buyerOnly.submitRequest' },
  businessCard: { needsCompany: false, nonBuyer: 'buyerOnly.businessCard' },
  // Spec §5: a sourcing request needs a login, userType MEMBER or BUYER and completed company info. The
  // buyer entry is where one becomes a buyer, so a non-buyer is offered to register as one (spec §8).
  sourcingRequest: { needsCompany: true, nonBuyer: 'buyer.registerPrompt' },
};

type Refusal = Exclude<Gate, 'allowed'>;

function nonBuyerGate(action: GatedAction): Refusal {
  return RULES[action].nonBuyer === 'buyer.registerPrompt' ? 'notBuyerYet' : 'notBuyer';
}

export function buyerGate(session: Session, action: GatedAction): Gate {
  if (session.status !== 'authenticated') return 'visitor';
  // MEMBER arrives here already mapped to BUYER (userTypeOf, spec §3).
  const rule = RULES[action];
  if (session.userType !== 'BUYER') return nonBuyerGate(action);
  // Right after login the company may still be loading: only a known absence stops the action (the server
  // checks again and its refusal gets the same notice, see gateOfRefusal).
  if (rule.needsCompany && !session.companyInfoCompleted && !session.accountPending) return 'companyIncomplete';
  return 'allowed';
}

/** The gate behind a refusal of the server (server/auth/viewer.ts), if the refusal is one. */
export function gateOfRefusal(failure: RequestFailure, action: GatedAction): Refusal | undefined {
  switch (failure.errorCode) {
    // The page thought someone was logged in: spec §5's 'Sorry, please log in first'.
    case ERROR_CODE_LOGIN_REQUIRED:
    case ERROR_CODE_SESSION_EXPIRED:
      return 'loginFirst';
    case ERROR_CODE_NOT_BUYER:
      return nonBuyerGate(action);
    case ERROR_CODE_COMPANY_INFO_INCOMPLETE:
      return 'companyIncomplete';
    default:
      return undefined;
  }
}

export interface GatePages {
  language: Language;
  /** Where login, register and company completion return to; by default the current page (spec §2). */
  returnTo?: string;
  /** Spec §4: the flag mask's buyer registration bit; while it is off no prompt offers to register. Open unless false. */
  registrationOpen?: boolean;
}

function currentPage(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * Shows the prompt of a gate and resolves the page the person chose to go to, or undefined when they stay.
 * The login prompt sends to login or register with redirect_uri and requirement (the action, spec §2).
 */
export async function showGate(
  gate: Refusal,
  action: GatedAction,
  { language, returnTo = currentPage(), registrationOpen = true }: GatePages,
): Promise<string | undefined> {
  switch (gate) {
    case 'visitor': {
      const outcome = await openDialog({
        title: 'common.notice',
        message: { id: 'auth.visitorNotice' },
        confirmLabel: 'auth.signIn',
        ...(registrationOpen ? { cancelLabel: 'auth.register' } : {}),
        // Neither Sign In nor Register: the close button keeps the visitor browsing.
        closable: true,
      });
      if (outcome === 'confirm') return loginPageUrl(language, returnTo, action);
      return outcome === 'cancel' ? registerPageUrl(language, returnTo, action) : undefined;
    }
    case 'loginFirst': {
      const outcome = await openDialog({
        title: 'common.notice',
        message: { id: 'auth.loginFirst' },
        confirmLabel: 'common.confirm',
        cancelLabel: 'common.cancel',
      });
      return outcome === 'confirm' ? loginPageUrl(language, returnTo, action) : undefined;
    }
    case 'notBuyer':
      await openDialog({ title: 'common.notice', message: { id: RULES[action].nonBuyer }, confirmLabel: 'common.confirm' });
      return undefined;
    case 'notBuyerYet': {
      if (!registrationOpen) {
        await openDialog({ title: 'common.notice', message: { id: 'auth.error.registrationClosed' }, confirmLabel: 'common.confirm' });
        return undefined;
      }
      const outcome = await openDialog({
        title: 'common.notice',
        message: { id: 'buyer.registerPrompt' },
        confirmLabel: 'common.confirm',
        cancelLabel: 'common.cancel',
      });
      return outcome === 'confirm' ? registerPageUrl(language, returnTo, action) : undefined;
    }
    case 'companyIncomplete': {
      const outcome = await openDialog({
        title: 'common.notice',
        message: { id: 'company.incompleteNotice' },
        confirmLabel: 'company.completeNow',
        cancelLabel: 'common.cancel',
      });
      return outcome === 'confirm' ? companyCompletionUrl(language, returnTo) : undefined;
    }
  }
}

async function showAndFollow(gate: Refusal, action: GatedAction, pages: GatePages): Promise<void> {
  const destination = await showGate(gate, action, pages);
  if (destination) goToPage(destination);
}

/**
 * True when the session may do the action. Otherwise shows what stands in the way, goes where the person
 * chooses (login, register, company completion) and answers false.
 */
export async function passBuyerGate(session: Session, action: GatedAction, pages: GatePages): Promise<boolean> {
  const gate = buyerGate(session, action);
  if (gate === 'allowed') return true;
  await showAndFollow(gate, action, pages);
  return false;
}

/**
 * When the server refused a buyer action (the page's session was out of date), shows the matching prompt
 * and answers true; any other failure is not a gate's and answers false, for the caller to handle.
 */
export async function showRefusal(failure: RequestFailure, action: GatedAction, pages: GatePages): Promise<boolean> {
  const gate = gateOfRefusal(failure, action);
  if (!gate) return false;
  await showAndFollow(gate, action, pages);
  return true;
}
