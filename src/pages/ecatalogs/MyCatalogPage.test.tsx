import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpAuthApi, type FakeReply } from '../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../platform/session/testing/logged-in-replies';
import { renderPortalAt } from '../testing/render-portal-at';
import { renderPage } from '../testing/render-page';
import lastEn from '../../../fixtures/ecatalog/ecatalog-page.last.en-US.json';
import empty from '../../../fixtures/ecatalog/ecatalog-page.empty.json';

vi.mock('../../platform/notifications/SessionNotifications', () => ({ SessionNotifications: () => null }));

const api = setUpAuthApi();
const MINE = 'GET /member/api/eCatalogs/saved/self';
const ok = (body: unknown): FakeReply => ({ status: 200, body });

describe("a buyer's saved catalogues (spec §2: /m/{lang}/catalogList)", () => {
  it('lists the catalogues the buyer saved', async () => {
    replyLoggedIn(api);
    api.reply(MINE, ok(lastEn));
    renderPortalAt('/m/en-US/catalogList');
    const list = await screen.findByRole('list', { name: 'My catalogues' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/m/en-US/catalog/detail/ecat-1007', '/m/en-US/catalog/detail/ecat-1008', '/m/en-US/catalog/detail/ecat-1009']);
    expect(api.sentTo(MINE)[0]?.query.get('lang')).toBe('en-US');
  });

  it("says 'No Data' when the buyer has saved none", async () => {
    replyLoggedIn(api);
    api.reply(MINE, ok(empty));
    renderPortalAt('/m/en-US/catalogList');
    await screen.findByText('No Data');
  });

  it('asks a visitor to log in, and comes back here after it', async () => {
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    renderPortalAt('/m/zh-CN/catalogList');
    await screen.findByRole('heading', { level: 1, name: '我的图册' });
    const login = await screen.findByRole('link', { name: '登录' });
    expect(login.getAttribute('href')).toMatch(/^\/zh-CN\/login\/mall\/index\?redirect_uri=%2Fm%2Fzh-CN%2FcatalogList/);
    expect(api.sentTo(MINE)).toHaveLength(0);
  });

  it('tells a seller that only buyers keep catalogues', async () => {
    renderPage('/m/en-US/catalogList', { api, session: { userType: 'SELLER' } });
    await screen.findByText('Your account is not a buyer account and cannot add to favorites.');
    expect(api.sentTo(MINE)).toHaveLength(0);
  });
});
