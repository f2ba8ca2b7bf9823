import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../platform/http';
import { startAuthApi, type AuthApi } from '../platform/session/testing/auth-api';
import { renderPortalAt } from './testing/render-portal-at';

let api: AuthApi;

beforeAll(async () => {
  api = await startAuthApi();
  api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
  http.defaults.baseURL = api.origin;
});
afterAll(async () => {
  delete http.defaults.baseURL;
  await api.close();
});

const location = () => screen.getByTestId('location').textContent;

describe('the portal routes', () => {
  it.each([
    ['/m/en-US/search?keyword=tea', 'Search results | Global Trade Fair'],
    ['/m/zh-CN/news', '新闻中心 | 全球贸易博览会'],
    ['/m/en-US/no-such-page', 'Page not found | Global Trade Fair'],
  ])('titles %s as "%s" (issue 29: the title follows the visitor through the app)', async (path, title) => {
    renderPortalAt(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each(['/en-US/login/mall/index', '/m/en-US/login/mall/index'])('opens the login page at %s', async (path) => {
    renderPortalAt(path);
    await screen.findByRole('heading', { name: 'Log in' });
  });

  it('opens the register page under the language', async () => {
    renderPortalAt('/zh-CN/register/index');
    await screen.findByRole('heading', { name: '采购商注册' });
  });

  it('sends an unknown language of an account page to the fallback locale, keeping the query', async () => {
    renderPortalAt('/fr-FR/login/mall/index?redirect_uri=%2Fm%2Fzh-CN%2F');
    await waitFor(() => expect(location()).toBe('/zh-CN/login/mall/index?redirect_uri=%2Fm%2Fzh-CN%2F'));
    await screen.findByRole('heading', { name: '登录' });
  });

  it('opens a page under /{lang}/ on the mobile site, /m/{lang}/, keeping the query and hash', async () => {
    renderPortalAt('/en-US/customPages/registerSuccess?redirect=%2Fm%2Fen-US%2F#next');
    await waitFor(() => expect(location()).toBe('/m/en-US/customPages/registerSuccess?redirect=%2Fm%2Fen-US%2F#next'));
  });

  it('still looks up any other path under the fallback language', async () => {
    renderPortalAt('/en-US');
    await waitFor(() => expect(location()).toBe('/m/zh-CN/en-US'));
    renderPortalAt('/m/fr-FR/search?type=1');
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/m/zh-CN/search?type=1'));
  });
});
