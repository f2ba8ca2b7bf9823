// Spec §5, §8: what a tap on 'Post a sourcing request' leads to, after any prompt the person has to answer.
import type { Language } from '../../src/platform/language';
import { openDialog } from '../../src/platform/dialogs';
import type { SourcingRequestPermission } from '../../src/platform/sourcing-request';
import { companyCompletionRoute, loginRoute, registerRoute } from './sourcing-request-routes';

export interface Destination {
  url: string;
  newTab: boolean;
}

export interface SourcingRequestPages {
  language: Language;
  /** Where login, register and company completion return to. */
  currentPage: string;
  /** Spec §2: the create page in the rfq-list menu of the member area. */
  rfqCreateUrl: string;
}

const here = (url: string): Destination => ({ url, newTab: false });

async function askVisitorToLogIn({ language, currentPage }: SourcingRequestPages): Promise<Destination | undefined> {
  const outcome = await openDialog({
    title: 'common.notice',
    message: { id: 'auth.visitorNotice' },
    confirmLabel: 'auth.signIn',
    cancelLabel: 'auth.register',
  });
  if (outcome === 'confirm') return here(loginRoute(language, currentPage));
  if (outcome === 'cancel') return here(registerRoute(language, currentPage));
  return undefined;
}

async function refuseNonBuyer(): Promise<undefined> {
  await openDialog({ title: 'common.notice', message: { id: 'buyerOnly.submitRequest' }, confirmLabel: 'common.confirm' });
  return undefined;
}

async function askToCompleteCompany({ language, currentPage }: SourcingRequestPages): Promise<Destination | undefined> {
  const outcome = await openDialog({
    title: 'common.notice',
    message: { id: 'company.incompleteNotice' },
    confirmLabel: 'company.completeNow',
    cancelLabel: 'common.cancel',
  });
  return outcome === 'confirm' ? here(companyCompletionRoute(language, currentPage)) : undefined;
}

/** Undefined when the person stays: refused, or the prompt was closed. */
export function sourcingRequestDestination(permission: SourcingRequestPermission, pages: SourcingRequestPages): Promise<Destination | undefined> {
  switch (permission) {
    case 'allowed':
      // Spec §2: the create page opens in a new tab.
      return Promise.resolve({ url: pages.rfqCreateUrl, newTab: true });
    case 'login':
      return askVisitorToLogIn(pages);
    case 'notBuyer':
      return refuseNonBuyer();
    case 'companyIncomplete':
      return askToCompleteCompany(pages);
  }
}
