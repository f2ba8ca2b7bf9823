import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../ui/DialogHost';
import { companyCompletionUrl, loginPageUrl, registerPageUrl } from './account-links';
import { getOpenDialog, type DialogOutcome, type OpenDialog } from './dialogs';
import { PortalIntlProvider } from './i18n/PortalIntlProvider';
import { goToPage } from './page-navigation';
import { buyerGate, gateOfRefusal, passBuyerGate, showGate, showRefusal, type BuyerAction, type GatedAction } from './role-gates';
import { userTypeOf, VISITOR, type Session, type UserType } from './session';
import { requestFailureOf } from './request-failure-of';

vi.mock('./page-navigation', () => ({ goToPage: vi.fn() }));

const loggedIn = (userType: UserType, companyInfoCompleted = true, accountPending?: boolean): Session => ({
  status: 'authenticated',
  id: 'u1',
  userType,
  companyInfoCompleted,
  accountPending,
});

const BUYER_ACTIONS: BuyerAction[] = ['appointment', 'favorite', 'instantMessage', 'submitRequest', 'businessCard'];
const PAGES = { language: 'en-US' as const, returnTo: '/m/en-US/?from=banner' };

/** The prompt that is open now, answered with the outcome; what it said comes back for the test. */
function answer(outcome: DialogOutcome): OpenDialog {
  const dialog = getOpenDialog();
  if (!dialog) throw new Error('no dialog is open');
  dialog.settle(outcome);
  return dialog;
}

const refusal = (status: number, errorCode: string) => requestFailureOf(status, { errorList: [{ errorCode, errorMessage: 'from the server' }] });

afterEach(() => {
  act(() => getOpenDialog()?.settle('dismiss'));
  vi.mocked(goToPage).mockClear();
});

describe('buyerGate', () => {
  it.each<GatedAction>([...BUYER_ACTIONS, 'sourcingRequest'])('asks a visitor to log in before %s', (action) => {
    expect(buyerGate(VISITOR, action)).toBe('visitor');
  });

  it.each<UserType>(['SELLER', 'GROUP', 'EMPLOYEE'])("refuses every buyer action to a %s with the action's message", (userType) => {
    for (const action of BUYER_ACTIONS) expect(buyerGate(loggedIn(userType), action)).toBe('notBuyer');
  });

  it('offers a non-buyer who posts a sourcing request to register as a buyer', () => {
    expect(buyerGate(loggedIn('SELLER'), 'sourcingRequest')).toBe('notBuyerYet');
  });

  it.each<GatedAction>(['appointment', 'instantMessage', 'sourcingRequest'])('asks a buyer without company info to complete it before %s', (action) => {
    expect(buyerGate(loggedIn('BUYER', false), action)).toBe('companyIncomplete');
  });

  it.each<GatedAction>(['favorite', 'submitRequest', 'businessCard'])('lets a buyer without company info %s', (action) => {
    expect(buyerGate(loggedIn('BUYER', false), action)).toBe('allowed');
  });

  it('lets a buyer with company info do everything, and treats a MEMBER as a buyer', () => {
    for (const action of [...BUYER_ACTIONS, 'sourcingRequest'] as const) {
      expect(buyerGate(loggedIn('BUYER'), action)).toBe('allowed');
      expect(buyerGate(loggedIn(userTypeOf('MEMBER')!), action)).toBe('allowed');
    }
  });

  it('checks the user type before the company info: a seller without company info is refused as a non-buyer', () => {
    expect(buyerGate(loggedIn('SELLER', false), 'appointment')).toBe('notBuyer');
  });

  it('does not call the company info missing while it is still loading after login', () => {
    expect(buyerGate(loggedIn('BUYER', false, true), 'appointment')).toBe('allowed');
  });
});

describe('showGate', () => {
  it('tells a visitor to log in, with Sign In to the login page (redirect_uri and requirement)', async () => {
    const destination = showGate('visitor', 'favorite', PAGES);
    const dialog = answer('confirm');
    expect([dialog.title, dialog.message, dialog.confirmLabel, dialog.cancelLabel]).toEqual([
      'common.notice',
      { id: 'auth.visitorNotice' },
      'auth.signIn',
      'auth.register',
    ]);
    await expect(destination).resolves.toBe(loginPageUrl('en-US', PAGES.returnTo, 'favorite'));
  });

  it('sends a visitor who chooses Register to the register page with redirect_uri and requirement', async () => {
    const destination = showGate('visitor', 'appointment', PAGES);
    answer('cancel');
    await expect(destination).resolves.toBe(registerPageUrl('en-US', PAGES.returnTo, 'appointment'));
  });

  it('lets a visitor close the notice and keep browsing', async () => {
    const destination = showGate('visitor', 'favorite', PAGES);
    expect(answer('dismiss').closable).toBe(true);
    await expect(destination).resolves.toBeUndefined();
  });

  it('returns to the current page by default', async () => {
    window.history.replaceState(null, '', '/m/zh-CN/?q=1#top');
    const destination = showGate('visitor', 'favorite', { language: 'zh-CN' });
    answer('confirm');
    await expect(destination).resolves.toBe(loginPageUrl('zh-CN', '/m/zh-CN/?q=1#top', 'favorite'));
    window.history.replaceState(null, '', '/');
  });

  it.each(BUYER_ACTIONS)('tells a non-buyer the message of %s, with Confirm only, and goes nowhere', async (action) => {
    const destination = showGate('notBuyer', action, PAGES);
    const dialog = answer('confirm');
    expect([dialog.message, dialog.confirmLabel, dialog.cancelLabel]).toEqual([{ id: `buyerOnly.${action}` }, 'common.confirm', undefined]);
    await expect(destination).resolves.toBeUndefined();
  });

  it('sends a non-buyer who confirms the register prompt to the register page', async () => {
    const destination = showGate('notBuyerYet', 'sourcingRequest', PAGES);
    const dialog = answer('confirm');
    expect([dialog.message, dialog.confirmLabel, dialog.cancelLabel]).toEqual([{ id: 'buyer.registerPrompt' }, 'common.confirm', 'common.cancel']);
    await expect(destination).resolves.toBe(registerPageUrl('en-US', PAGES.returnTo, 'sourcingRequest'));
  });

  it('keeps a non-buyer who cancels the register prompt on the page', async () => {
    const destination = showGate('notBuyerYet', 'sourcingRequest', PAGES);
    answer('cancel');
    await expect(destination).resolves.toBeUndefined();
  });

  it("sends a buyer without company info who taps 'Complete now' to registerSuccess with a redirect", async () => {
    const destination = showGate('companyIncomplete', 'appointment', PAGES);
    const dialog = answer('confirm');
    expect([dialog.message, dialog.confirmLabel, dialog.cancelLabel]).toEqual([{ id: 'company.incompleteNotice' }, 'company.completeNow', 'common.cancel']);
    await expect(destination).resolves.toBe(companyCompletionUrl('en-US', PAGES.returnTo));
  });

  it('keeps a buyer without company info who cancels on the page', async () => {
    const destination = showGate('companyIncomplete', 'instantMessage', PAGES);
    answer('cancel');
    await expect(destination).resolves.toBeUndefined();
  });

  it("says 'Sorry, please log in first' titled Notice, and Confirm goes to the login page", async () => {
    const destination = showGate('loginFirst', 'businessCard', PAGES);
    const dialog = answer('confirm');
    expect([dialog.title, dialog.message]).toEqual(['common.notice', { id: 'auth.loginFirst' }]);
    await expect(destination).resolves.toBe(loginPageUrl('en-US', PAGES.returnTo, 'businessCard'));
  });
});

describe('passBuyerGate', () => {
  it('lets a buyer with company info through with no prompt', async () => {
    await expect(passBuyerGate(loggedIn('BUYER'), 'appointment', PAGES)).resolves.toBe(true);
    expect(getOpenDialog()).toBeUndefined();
  });

  it('holds a visitor back and goes to the login page on Sign In', async () => {
    const passed = passBuyerGate(VISITOR, 'favorite', PAGES);
    answer('confirm');
    await expect(passed).resolves.toBe(false);
    expect(goToPage).toHaveBeenCalledWith(loginPageUrl('en-US', PAGES.returnTo, 'favorite'));
  });

  it('holds a non-buyer back without going anywhere', async () => {
    const passed = passBuyerGate(loggedIn('GROUP'), 'businessCard', PAGES);
    answer('confirm');
    await expect(passed).resolves.toBe(false);
    expect(goToPage).not.toHaveBeenCalled();
  });
});

describe("the server's refusals", () => {
  it('maps the refusals of server/auth/viewer.ts to their gates', () => {
    expect(gateOfRefusal(refusal(401, 'E401_LOGIN_REQUIRED'), 'favorite')).toBe('loginFirst');
    expect(gateOfRefusal(refusal(401, 'E401_SESSION_EXPIRED'), 'favorite')).toBe('loginFirst');
    expect(gateOfRefusal(refusal(403, 'E403_NOT_BUYER'), 'favorite')).toBe('notBuyer');
    expect(gateOfRefusal(refusal(403, 'E403_NOT_BUYER'), 'sourcingRequest')).toBe('notBuyerYet');
    expect(gateOfRefusal(refusal(403, 'E403_COMPANY_INFO_INCOMPLETE'), 'appointment')).toBe('companyIncomplete');
    expect(gateOfRefusal(refusal(400, 'E400_SENSITIVE_CONTENT'), 'submitRequest')).toBeUndefined();
  });

  it("shows 'Sorry, please log in first' when the server says the session is gone", async () => {
    const shown = showRefusal(refusal(401, 'E401_LOGIN_REQUIRED'), 'favorite', PAGES);
    expect(answer('cancel').message).toEqual({ id: 'auth.loginFirst' });
    await expect(shown).resolves.toBe(true);
    expect(goToPage).not.toHaveBeenCalled();
  });

  it('leaves any other failure to the caller, with no prompt', async () => {
    await expect(showRefusal(refusal(400, 'E400_SENSITIVE_CONTENT'), 'submitRequest', PAGES)).resolves.toBe(false);
    expect(getOpenDialog()).toBeUndefined();
  });
});

describe('the prompts as a person sees them', () => {
  beforeEach(() => {
    render(
      <PortalIntlProvider language="en-US">
        <DialogHost />
      </PortalIntlProvider>,
    );
  });

  const shown = (gate: Parameters<typeof showGate>[0], action: GatedAction) => {
    act(() => void showGate(gate, action, PAGES));
    return screen.getByRole('dialog');
  };

  it('shows the visitor notice with Sign In and Register and a close button', () => {
    const dialog = shown('visitor', 'favorite');
    expect(dialog.textContent).toContain('You have not logged in and will browse as a visitor. Please log in to continue.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['appointment', 'Your identity is not buyer, do not support to initiate appointment negotiation.'],
    ['favorite', 'Your account is not a buyer account and cannot add to favorites.'],
    ['instantMessage', 'Your account is not a buyer account and cannot send instant messages.'],
    ['submitRequest', 'Your account is not a buyer account and cannot submit request.'],
    ['businessCard', 'Your account is not a buyer account and cannot send business card.'],
  ] as const)('tells a non-buyer exactly: %s', (action, text) => {
    expect(shown('notBuyer', action).textContent).toBe(`Notice${text}Confirm`);
  });

  it("titles 'Sorry, please log in first' Notice", () => {
    const dialog = shown('loginFirst', 'favorite');
    expect(screen.getByRole('heading').textContent).toBe('Notice');
    expect(dialog.textContent).toContain('Sorry, please log in first');
  });

  it('shows the company notice with Complete now', () => {
    shown('companyIncomplete', 'appointment');
    expect(screen.getByRole('dialog').textContent).toContain(
      'You have not completed company information, please click the button to complete, that you can send instant messages, make negotiation appointments, post sourcing request.',
    );
    expect(screen.getByRole('button', { name: 'Complete now' })).toBeInTheDocument();
  });

  it("shows 'You are not a buyer yet. Click here to register now.' with Confirm and Cancel", () => {
    const dialog = shown('notBuyerYet', 'sourcingRequest');
    expect(dialog.textContent).toContain('You are not a buyer yet. Click here to register now.');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Confirm']);
  });
});
