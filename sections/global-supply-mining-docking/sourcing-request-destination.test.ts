import { afterEach, describe, expect, it } from 'vitest';
import { getOpenDialog, type DialogOutcome } from '../../src/platform/dialogs';
import { sourcingRequestDestination, type SourcingRequestPages } from './sourcing-request-destination';
import { companyCompletionRoute, loginRoute, registerRoute } from './sourcing-request-routes';

const PAGES: SourcingRequestPages = {
  language: 'en-US',
  currentPage: 'https://fair.example.org/m/en-US/',
  rfqCreateUrl: '/member/rfq/index#/rfq-list/create',
};

/** The prompt that is open now, answered with the outcome; what it said comes back for the test. */
function answer(outcome: DialogOutcome) {
  const dialog = getOpenDialog();
  if (!dialog) throw new Error('no dialog is open');
  dialog.settle(outcome);
  return dialog;
}

describe('sourcingRequestDestination', () => {
  afterEach(() => getOpenDialog()?.settle('dismiss'));

  it('opens the create page of the rfq-list menu in a new tab for a buyer with company info', async () => {
    await expect(sourcingRequestDestination('allowed', PAGES)).resolves.toEqual({ url: PAGES.rfqCreateUrl, newTab: true });
    expect(getOpenDialog()).toBeUndefined();
  });

  it('tells a visitor to log in, with Sign In and Register', async () => {
    const destination = sourcingRequestDestination('login', PAGES);
    const dialog = answer('confirm');
    expect([dialog.message, dialog.confirmLabel, dialog.cancelLabel]).toEqual([{ id: 'auth.visitorNotice' }, 'auth.signIn', 'auth.register']);
    await expect(destination).resolves.toEqual({ url: loginRoute('en-US', PAGES.currentPage), newTab: false });
  });

  it('sends a visitor who chooses Register to the register page', async () => {
    const destination = sourcingRequestDestination('login', PAGES);
    answer('cancel');
    await expect(destination).resolves.toEqual({ url: registerRoute('en-US', PAGES.currentPage), newTab: false });
  });

  it('keeps a visitor on the page who closes the notice', async () => {
    const destination = sourcingRequestDestination('login', PAGES);
    answer('dismiss');
    await expect(destination).resolves.toBeUndefined();
  });

  it("tells a non-buyer the account cannot submit request, and goes nowhere", async () => {
    const destination = sourcingRequestDestination('notBuyer', PAGES);
    const dialog = answer('confirm');
    expect(dialog.message).toEqual({ id: 'buyerOnly.submitRequest' });
    await expect(destination).resolves.toBeUndefined();
  });

  it("sends a buyer without company info who taps 'Complete now' to the company completion route", async () => {
    const destination = sourcingRequestDestination('companyIncomplete', PAGES);
    const dialog = answer('confirm');
    expect([dialog.message, dialog.confirmLabel]).toEqual([{ id: 'company.incompleteNotice' }, 'company.completeNow']);
    await expect(destination).resolves.toEqual({ url: companyCompletionRoute('en-US', PAGES.currentPage), newTab: false });
  });

  it('keeps a buyer without company info on the page who cancels', async () => {
    const destination = sourcingRequestDestination('companyIncomplete', PAGES);
    answer('cancel');
    await expect(destination).resolves.toBeUndefined();
  });
});
