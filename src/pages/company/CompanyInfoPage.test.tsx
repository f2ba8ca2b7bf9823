import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, setUpAuthApi, type FakeReply } from '../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../platform/session/testing/logged-in-replies';
import { getToasts } from '../../platform/toast';
import { replyHomeFlags } from '../testing/home-flags-reply';
import { renderPortalAt } from '../testing/render-portal-at';
import { renderPage } from '../testing/render-page';
import { preloadCompanyPages } from './testing/preload-company-pages';
import foreignPage from '../../../fixtures/seed/page-configs.custom-foreign-create-enterprise.en-US.json';
import citizenPage from '../../../fixtures/seed/page-configs.custom-citizen-create-enterprise.zh-CN.json';
import stored from '../../../fixtures/company/company-info.stored.en-US.json';

// The notification connection and IM are the session's own (src/platform/notifications, src/platform/im).
vi.mock('../../platform/notifications/SessionNotifications', () => ({ SessionNotifications: () => null }));

const api = setUpAuthApi();
beforeAll(preloadCompanyPages);
const ok = (body: unknown): FakeReply => ({ status: 200, body });
const COMPANY_INFO = '/member/api/companyInfo/self';
// A content page: its code is loaded already, so the test times the form, not the next page's code.
const REDIRECT = '/m/en-US/customPages/help?from=company#contact';
const FOREIGN_URL = `/m/en-US/customPages/foreignCreateEnterprise?redirect=${encodeURIComponent(REDIRECT)}`;

beforeEach(() => {
  replyHomeFlags(api);
  api.reply('GET /b2bshop/api/pageConfigs/public/custom-foreign-create-enterprise', ok(foreignPage));
  api.reply('GET /b2bshop/api/pageConfigs/public/custom-citizen-create-enterprise', ok(citizenPage));
});
afterEach(() => vi.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;
const form = () => screen.findByRole('form', { name: 'Company information' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const leave = (label: string) => fireEvent.blur(screen.getByLabelText(label));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save company information' }));
const valueOf = (element: HTMLElement) => (element as HTMLInputElement | HTMLSelectElement).value;
/** The message shown under a field (FormField links it with aria-describedby). */
const messageAt = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

function replyBuyerWithoutCompany(): void {
  replyLoggedIn(api, { company: false });
  api.reply(`GET ${COMPANY_INFO}`, errorReply(404, 'E214009005'));
}

async function fillIn(): Promise<void> {
  await form();
  type('Company name', '  Northwind Imports Ltd ');
  type('Country or region', 'GB');
  type('Business type', 'TRADING_COMPANY');
  type('Contact person', 'Nora Newbuyer');
  type('Contact phone', '+44 20 7946 0958');
}

describe('who completes company information (spec §5, §6)', () => {
  it('shows a visitor the login notice with Sign In and Register, both returning here', async () => {
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    renderPortalAt(FOREIGN_URL);
    const notice = await screen.findByText('You have not logged in and will browse as a visitor. Please log in to continue.');
    const links = within(notice.closest('section') as HTMLElement);
    const back = encodeURIComponent(FOREIGN_URL);
    expect(links.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(`/en-US/login/mall/index?redirect_uri=${back}&requirement=companyInfo`);
    expect(links.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(`/en-US/register/index?redirect_uri=${back}&requirement=companyInfo`);
    expect(screen.queryByRole('form')).toBeNull();
    expect(api.sentTo(`GET ${COMPANY_INFO}`)).toEqual([]);
  });

  it('offers a seller to register as a buyer, and the way to their own workbench', async () => {
    renderPage(FOREIGN_URL, { api, session: { userType: 'SELLER' } });
    await screen.findByText('You are not a buyer yet. Click here to register now.');
    expect(screen.getByRole('link', { name: 'Go to my workbench' }).getAttribute('href')).toBe('/seller/workbench/index?lang=en-US');
    screen.getByRole('link', { name: 'Register' });
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the stored content page above the form', async () => {
    replyBuyerWithoutCompany();
    renderPortalAt(FOREIGN_URL);
    await form();
    screen.getByRole('heading', { level: 1, name: foreignPage.sections.PAGEHERO.title });
  });
});

describe('the form', () => {
  it('starts empty for a buyer without company information, an overseas purchaser on foreignCreateEnterprise', async () => {
    replyBuyerWithoutCompany();
    renderPortalAt(FOREIGN_URL);
    await form();
    expect(valueOf(screen.getByLabelText('Company name'))).toBe('');
    expect(valueOf(screen.getByLabelText('Country or region'))).toBe('');
    expect((screen.getByRole('radio', { name: 'Overseas purchaser' }) as HTMLInputElement).checked).toBe(true);
    screen.getByText(/Start with \+ and the country code/);
  });

  it('speaks Chinese on citizenCreateEnterprise, a domestic purchaser by default, countries named in Chinese', async () => {
    replyLoggedIn(api, { company: false, language: 'zh-CN' });
    api.reply(`GET ${COMPANY_INFO}`, errorReply(404, 'E214009005'));
    renderPortalAt('/m/zh-CN/customPages/citizenCreateEnterprise');
    await screen.findByRole('form', { name: '企业信息' });
    expect((screen.getByRole('radio', { name: '国内采购商' }) as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByLabelText('国家或地区')).getByRole('option', { name: '德国' }).getAttribute('value')).toBe('DE');
    expect(within(screen.getByLabelText('企业类型')).getByRole('option', { name: '生产制造商' }).getAttribute('value')).toBe('MANUFACTURER');
  });

  it('edits what is stored', async () => {
    replyLoggedIn(api);
    api.reply(`GET ${COMPANY_INFO}`, ok(stored));
    renderPortalAt(FOREIGN_URL);
    await form();
    expect(valueOf(screen.getByLabelText('Company name'))).toBe('Northwind Imports Ltd');
    expect(valueOf(screen.getByLabelText('Country or region'))).toBe('GB');
    expect(valueOf(screen.getByLabelText('Business type'))).toBe('TRADING_COMPANY');
    expect(valueOf(screen.getByLabelText('Contact phone'))).toBe('+442079460958');
    screen.getByText(/Your company information is on file/);
  });

  it('offers the reload when the stored information cannot be read', async () => {
    replyLoggedIn(api);
    api.reply(`GET ${COMPANY_INFO}`, errorReply(500, 'E500_INTERNAL'), ok(stored));
    renderPortalAt(FOREIGN_URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Request failed, click to reload' }));
    await form();
    expect(valueOf(screen.getByLabelText('Company name'))).toBe('Northwind Imports Ltd');
  });
});

describe('the checks at the field', () => {
  it('tells what is wrong with a field when it is left, and clears it once it is right', async () => {
    replyBuyerWithoutCompany();
    renderPortalAt(FOREIGN_URL);
    await form();
    type('Company name', 'N');
    leave('Company name');
    expect(messageAt('Company name')).toBe('Enter 2 to 200 characters.');
    expect(screen.getByLabelText('Company name').getAttribute('aria-invalid')).toBe('true');
    type('Company name', 'No');
    expect(messageAt('Company name')).toBeUndefined();
    type('Contact phone', '020 7946 0958');
    leave('Contact phone');
    expect(messageAt('Contact phone')).toBe('Enter + and the country code, then the number: 5 to 15 digits in all.');
    type('Contact phone', '+4420794609581234');
    expect(messageAt('Contact phone')).toBe('must not exceed 16 characters');
  });

  it('checks every field on submit and sends nothing while one is wrong', async () => {
    replyBuyerWithoutCompany();
    renderPortalAt(FOREIGN_URL);
    await form();
    type('Contact person', 'x'.repeat(10_000));
    submit();
    expect(messageAt('Company name')).toBe('Please fill in this field.');
    expect(messageAt('Country or region')).toBe('Please choose one.');
    expect(messageAt('Business type')).toBe('Please choose one.');
    expect(messageAt('Contact person')).toBe('Enter 1 to 100 characters.');
    expect(messageAt('Contact phone')).toBe('Please fill in this field.');
    expect(api.sentTo(`PUT ${COMPANY_INFO}`)).toEqual([]);
  });
});

describe("the server's answer", () => {
  it('stores the form, opens the locks of the session and goes on to ?redirect=', async () => {
    replyBuyerWithoutCompany();
    api.reply(`PUT ${COMPANY_INFO}`, ok({ ...stored, siteTraderId: 'st-new' }));
    renderPortalAt(FOREIGN_URL);
    await fillIn();
    fireEvent.click(screen.getByRole('radio', { name: 'Domestic purchaser' }));
    const siteTraderReads = api.sentTo('GET /member/api/siteTraders/self').length;
    api.reply(
      'GET /member/api/siteTraders/self',
      ok({ id: 'st-new', name: 'Northwind Imports Ltd', isGroup: 'N', isSeller: 'N', isBuyer: 'Y', mediaEnterprise: false }),
    );
    submit();
    await waitFor(() => expect(location()).toBe(REDIRECT));
    expect(api.sentTo(`PUT ${COMPANY_INFO}`).map((request) => request.body)).toEqual([
      {
        companyName: 'Northwind Imports Ltd',
        countryOrRegion: 'GB',
        businessType: 'TRADING_COMPANY',
        contactName: 'Nora Newbuyer',
        contactPhone: '+442079460958',
        buyerType: 'Domestic purchaser',
      },
    ]);
    // The session's company was read again before going on (spec §5's locks, the user-centre guide tip).
    expect(api.sentTo('GET /member/api/siteTraders/self').length).toBe(siteTraderReads + 1);
    expect(getToasts().map((toast) => toast.text)).toContain('Company information saved.');
  });

  it('goes on to the personal centre, in the page language, without a redirect of the portal', async () => {
    replyBuyerWithoutCompany();
    api.reply(`PUT ${COMPANY_INFO}`, ok(stored));
    renderPortalAt(`/m/en-US/customPages/foreignCreateEnterprise?redirect=${encodeURIComponent('https://evil.example/')}`);
    await fillIn();
    submit();
    await waitFor(() => expect(location()).toBe('/m/member/usercenter/index?lang=en-US'));
  });

  it('shows a sensitive-word refusal at the field it names', async () => {
    replyBuyerWithoutCompany();
    const hotline = 'Your submission contains sensitive content and cannot be sent. Please call our hotline: 1 (overseas) or 2 (domestic).';
    api.reply(`PUT ${COMPANY_INFO}`, {
      status: 400,
      body: { errorList: [{ errorCode: 'E400_SENSITIVE_CONTENT', errorMessage: hotline, pointer: '/contactName' }] },
    });
    renderPortalAt(FOREIGN_URL);
    await fillIn();
    submit();
    await waitFor(() => expect(messageAt('Contact person')).toBe(hotline));
    expect(location()).toBe(FOREIGN_URL);
    expect(getToasts()).toEqual([]);
  });

  it('shows a refusal that names no field above the button, and a server error as a toast', async () => {
    replyBuyerWithoutCompany();
    api.reply(
      `PUT ${COMPANY_INFO}`,
      errorReply(409, 'E409_NOT_BUYER_COMPANY', 'Your company is an exhibitor; its information is kept by the fair.'),
      errorReply(500, 'E500_INTERNAL', 'Something went wrong.'),
    );
    renderPortalAt(FOREIGN_URL);
    await fillIn();
    submit();
    expect((await screen.findByText('Your company is an exhibitor; its information is kept by the fair.')).getAttribute('role')).toBe('alert');
    submit();
    await waitFor(() => expect(getToasts().map((toast) => toast.text)).toEqual(['Something went wrong.']));
    expect(screen.queryByText('Your company is an exhibitor; its information is kept by the fair.')).toBeNull();
  });

  it('reads the session again when the server says the buyer is logged out, and shows the login notice in place', async () => {
    replyBuyerWithoutCompany();
    api.reply(`PUT ${COMPANY_INFO}`, errorReply(401, 'E401_LOGIN_REQUIRED', 'Sorry, please log in first'));
    renderPortalAt(FOREIGN_URL);
    await fillIn();
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    submit();
    await screen.findByText('You have not logged in and will browse as a visitor. Please log in to continue.');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
