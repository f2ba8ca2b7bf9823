import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerPageUrl } from '../../src/platform/account-links';
import { getOpenDialog } from '../../src/platform/dialogs';
import { goToPage } from '../../src/platform/page-navigation';
import { VISITOR, type Session } from '../../src/platform/session';
import { postSourcingRequest } from './sourcing-request';

vi.mock('../../src/platform/page-navigation', () => ({ goToPage: vi.fn() }));

const RFQ_CREATE_URL = '/member/rfq/index#/rfq-list/create';
const PAGES = { language: 'en-US' as const, rfqCreateUrl: RFQ_CREATE_URL, returnTo: '/m/en-US/' };
const loggedIn = (userType: 'BUYER' | 'SELLER', companyInfoCompleted = true): Session => ({
  status: 'authenticated',
  id: 'u1',
  userType,
  companyInfoCompleted,
});

describe('postSourcingRequest', () => {
  afterEach(() => {
    getOpenDialog()?.settle('dismiss');
    vi.restoreAllMocks();
    vi.mocked(goToPage).mockClear();
  });

  it('opens the create page of the rfq-list menu in a new tab for a buyer with company info', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await postSourcingRequest(loggedIn('BUYER'), PAGES);
    expect(open).toHaveBeenCalledWith(RFQ_CREATE_URL, '_blank');
    expect(getOpenDialog()).toBeUndefined();
  });

  it.each<[string, Session, string]>([
    ['a visitor', VISITOR, 'auth.visitorNotice'],
    ['a buyer without company info', loggedIn('BUYER', false), 'company.incompleteNotice'],
    ['a seller', loggedIn('SELLER'), 'buyer.registerPrompt'],
  ])('opens nothing for %s, and shows the role gate instead', async (_who, session, message) => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const posting = postSourcingRequest(session, PAGES);
    expect(getOpenDialog()?.message).toEqual({ id: message });
    getOpenDialog()?.settle('dismiss');
    await posting;
    expect(open).not.toHaveBeenCalled();
  });

  it('sends a seller who confirms the register prompt to the register page, back to the page', async () => {
    const posting = postSourcingRequest(loggedIn('SELLER'), PAGES);
    getOpenDialog()?.settle('confirm');
    await posting;
    expect(goToPage).toHaveBeenCalledWith(registerPageUrl('en-US', '/m/en-US/', 'sourcingRequest'));
  });
});
