import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, setUpAuthApi, type FakeReply } from '../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../platform/session/testing/logged-in-replies';
import { getToasts } from '../../platform/toast';
import { replyHomeFlags } from '../testing/home-flags-reply';
import { renderPortalAt } from '../testing/render-portal-at';
import { renderPage } from '../testing/render-page';
import { preloadSourcingPages } from './testing/preload-sourcing-pages';
import many from '../../../fixtures/company/sourcing-request-list.many.en-US.json';
import manyZh from '../../../fixtures/company/sourcing-request-list.many.zh-CN.json';

// The notification connection and IM are the session's own (src/platform/notifications, src/platform/im).
vi.mock('../../platform/notifications/SessionNotifications', () => ({ SessionNotifications: () => null }));

const api = setUpAuthApi();
beforeAll(preloadSourcingPages);
const ok = (body: unknown): FakeReply => ({ status: 200, body });
const MINE = 'GET /member/api/sourcingRequests/self';
const POST = 'POST /member/api/sourcingRequests';
const CREATE_URL = '/member/rfq/index?lang=en-US#/rfq-list/create';
const LIST_URL = '/member/rfq/index?lang=en-US#/rfq-list';

beforeEach(() => replyHomeFlags(api));

const location = () => screen.getByTestId('location').textContent;
const form = () => screen.findByRole('form', { name: 'Post a sourcing request' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Post sourcing request' }));
const messageAt = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const requestTitles = async () =>
  within(await screen.findByRole('list', { name: 'My sourcing requests' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function fillIn(): Promise<void> {
  await form();
  type('Product name', ' Cordless drills ');
  type('Quantity', '500');
  type('Description', '20V, two batteries each.');
}

describe('what a sourcing request needs, explained in place (spec §5)', () => {
  it('asks a visitor to sign in or register, both returning to the create page', async () => {
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    renderPortalAt(CREATE_URL);
    const notice = (await screen.findByText('You have not logged in and will browse as a visitor. Please log in to continue.')).closest(
      'section',
    ) as HTMLElement;
    const back = encodeURIComponent(CREATE_URL);
    expect(within(notice).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      `/en-US/login/mall/index?redirect_uri=${back}&requirement=sourcingRequest`,
    );
    expect(within(notice).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      `/en-US/register/index?redirect_uri=${back}&requirement=sourcingRequest`,
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offers a seller to register as a buyer (spec §8), and the way to their workbench', async () => {
    renderPage(CREATE_URL, { api, session: { userType: 'SELLER' } });
    await screen.findByText('You are not a buyer yet. Click here to register now.');
    expect(screen.getByRole('link', { name: 'Go to my workbench' }).getAttribute('href')).toBe('/seller/workbench/index?lang=en-US');
    expect(api.sentTo(MINE)).toEqual([]);
  });

  it('tells a buyer without company information, with Complete now coming back to the create page', async () => {
    renderPage(CREATE_URL, { api, session: { company: false } });
    await screen.findByText(/You have not completed company information/);
    expect(screen.getByRole('link', { name: 'Complete now' }).getAttribute('href')).toBe(
      `/en-US/customPages/foreignCreateEnterprise?redirect=${encodeURIComponent(CREATE_URL)}`,
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('speaks the language ?lang= names: zh-CN sends Complete now to citizenCreateEnterprise', async () => {
    renderPage('/member/rfq/index?lang=zh-CN#/rfq-list/create', { api, session: { company: false } });
    await screen.findByText(/您尚未完善企业信息/);
    expect(screen.getByRole('link', { name: '立即完善' }).getAttribute('href')).toBe(
      `/zh-CN/customPages/citizenCreateEnterprise?redirect=${encodeURIComponent('/member/rfq/index?lang=zh-CN#/rfq-list/create')}`,
    );
  });
});

describe('the list of my requests', () => {
  it('lists them most recent first, with the way to post another', async () => {
    replyLoggedIn(api);
    api.reply(MINE, ok(many));
    renderPortalAt(LIST_URL);
    expect(await requestTitles()).toEqual(['Cordless drills', 'LED panel lights 600×600', 'Stainless steel cookware sets']);
    screen.getByText('Quantity: 2,147,483,647');
    screen.getByText('Posted Oct 16, 2026 14:20');
    expect(screen.getByRole('link', { name: 'Post a sourcing request' }).getAttribute('href')).toBe(CREATE_URL);
  });

  it('is what the page shows without a hash, in Chinese for ?lang=zh-CN', async () => {
    replyLoggedIn(api, { language: 'zh-CN' });
    api.reply(MINE, ok(manyZh));
    renderPortalAt('/member/rfq/index?lang=zh-CN');
    expect(
      within(await screen.findByRole('list', { name: '我的采购需求' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['无绳电钻', 'LED 平板灯 600×600']);
    screen.getByText('数量：12,000');
  });

  it('says when there is none yet, and offers to post one', async () => {
    replyLoggedIn(api);
    api.reply(MINE, ok([]));
    renderPortalAt(LIST_URL);
    await screen.findByText(/You have not posted a sourcing request yet/);
    expect(screen.getByRole('link', { name: 'Post a sourcing request' }).getAttribute('href')).toBe(CREATE_URL);
  });
});

describe('posting a request', () => {
  it('checks each field before anything is sent: 0, decimals and 1e20 are no quantity', async () => {
    renderPage(CREATE_URL, { api, session: {} });
    await form();
    submit();
    expect(messageAt('Product name')).toBe('Please fill in this field.');
    expect(messageAt('Quantity')).toBe('Please fill in this field.');
    expect(messageAt('Description')).toBe('Please fill in this field.');
    type('Quantity', '0');
    expect(messageAt('Quantity')).toBe('The quantity must be at least 1.');
    type('Quantity', '2.5');
    expect(messageAt('Quantity')).toBe('Enter a whole number of pieces, without decimals or exponents.');
    type('Quantity', '1e20');
    expect(messageAt('Quantity')).toBe('Enter a whole number of pieces, without decimals or exponents.');
    type('Quantity', '99999999999');
    expect(messageAt('Quantity')).toBe('The quantity must not exceed 2,147,483,647.');
    expect(api.sentTo(POST)).toEqual([]);
  });

  it('counts the description towards its 2000 characters', async () => {
    renderPage(CREATE_URL, { api, session: {} });
    await form();
    type('Description', 'x'.repeat(2001));
    screen.getByText('2001/2000');
    fireEvent.blur(screen.getByLabelText('Description'));
    expect(messageAt('Description')).toBe('Enter at most 2,000 characters.');
  });

  it('posts the request, says so, and shows it in the list', async () => {
    replyLoggedIn(api);
    api.reply(POST, { status: 201, body: { id: 'sr-4' } });
    api.reply(
      MINE,
      ok([{ id: 'sr-4', productName: 'Cordless drills', quantity: 500, description: '20V, two batteries each.', createdAt: '2026-10-17 10:00:00' }, ...many]),
    );
    renderPortalAt(CREATE_URL);
    await fillIn();
    submit();
    await waitFor(() => expect(location()).toBe(LIST_URL));
    expect(api.sentTo(POST).map((request) => request.body)).toEqual([
      { productName: 'Cordless drills', quantity: 500, description: '20V, two batteries each.' },
    ]);
    expect((await requestTitles())[0]).toBe('Cordless drills');
    expect(getToasts().map((toast) => toast.text)).toContain('Your sourcing request has been posted.');
  });

  it('shows the sensitive-word refusal at the field it names, else above the button', async () => {
    replyLoggedIn(api);
    const hotline = 'Your submission contains sensitive content and cannot be sent. Please call our hotline: 1 (overseas) or 2 (domestic).';
    api.reply(
      POST,
      { status: 400, body: { errorList: [{ errorCode: 'E400_SENSITIVE_CONTENT', errorMessage: hotline, pointer: '/description' }] } },
      errorReply(400, 'E400_SENSITIVE_CONTENT', hotline),
    );
    renderPortalAt(CREATE_URL);
    await fillIn();
    submit();
    await waitFor(() => expect(messageAt('Description')).toBe(hotline));
    submit();
    expect((await screen.findAllByText(hotline)).map((element) => element.getAttribute('role'))).toEqual(['alert']);
    expect(location()).toBe(CREATE_URL);
  });

  it('shows the company notice in place when the server says the company is missing after all', async () => {
    replyLoggedIn(api);
    api.reply(POST, errorReply(403, 'E403_COMPANY_INFO_INCOMPLETE', 'Complete your company information first.'));
    renderPortalAt(CREATE_URL);
    await fillIn();
    api.reply('GET /member/api/siteTraders/self', errorReply(404, 'E214009005'));
    submit();
    await screen.findByRole('link', { name: 'Complete now' });
    expect(screen.queryByRole('form')).toBeNull();
  });
});
