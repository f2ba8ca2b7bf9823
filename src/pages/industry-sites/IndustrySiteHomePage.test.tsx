import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { renderPortalAt } from '../testing/render-portal-at';
import site1002En from '../../../fixtures/seed/page-configs.industry-site-1002.en-US.json';
import site1003Zh from '../../../fixtures/seed/page-configs.industry-site-1003.zh-CN.json';
import homeEn from '../../../fixtures/seed/page-configs.mobile-home.en-US.json';

const api = setUpAuthApi();
const configOf = (page: string) => `GET /b2bshop/api/pageConfigs/public/${page}`;

function replySite(page: string, body: unknown) {
  api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
  api.reply(configOf(page), { status: 200, body });
}

const appButton = () => document.body.querySelector('[data-floating-window] a[href*="app.globaltradefair.example"]');
const storeLinks = () => [...document.querySelectorAll('a[href^="https://apps.apple.com"], a[href^="https://play.google.com"]')];

describe('the industry-site home pages (/b2bshop/{lang}/index[/miniProg]/industrySites/{id})', () => {
  it("draws an industry site's home page from its own page configuration, searching that site", async () => {
    replySite('industry-site-1002', site1002En);
    renderPortalAt('/b2bshop/en-US/index/industrySites/1002');
    await screen.findByRole('img', { name: 'Electronics & Appliances Site — Autumn Session' });
    expect(api.sentTo(configOf('industry-site-1002'))[0]?.query.get('lang')).toBe('en-US');
    await screen.findByRole('contentinfo');
    await waitFor(() => expect(appButton()).not.toBeNull());
    expect(storeLinks().length).toBeGreaterThan(0);
  });

  it("is the same page in a mini-program's web view, without the APP button or app store links", async () => {
    replySite('industry-site-1003', site1003Zh);
    renderPortalAt('/b2bshop/zh-CN/index/miniProg/industrySites/1003');
    await screen.findByRole('img', { name: '家居园艺行业站 · 家具与装饰' });
    await screen.findByRole('contentinfo');
    expect(appButton()).toBeNull();
    expect(storeLinks()).toHaveLength(0);
  });

  it('is the main home page at /b2bshop/{lang}/index', async () => {
    replySite('mobile-home', homeEn);
    renderPortalAt('/b2bshop/en-US/index');
    await waitFor(() => expect(api.sentTo(configOf('mobile-home'))).toHaveLength(1));
  });

  it('is the 404 page for a site that does not exist, in both languages', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    api.reply(configOf('industry-site-9999'), errorReply(404, 'E404_PAGE_CONFIG'));
    renderPortalAt('/b2bshop/zh-CN/index/industrySites/9999');
    await screen.findByText('您访问的页面不存在。');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/m/zh-CN/');
  });

  it('is the 404 page for an id no site can have, without asking the server', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    renderPortalAt('/b2bshop/en-US/index/industrySites/not-a-site');
    await screen.findByText('The page you are looking for does not exist.');
  });
});
