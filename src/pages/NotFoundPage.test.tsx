import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpAuthApi } from '../platform/session/testing/auth-api';
import { renderPortalAt } from './testing/render-portal-at';

const api = setUpAuthApi();
const location = () => screen.getByTestId('location').textContent;

describe('the 404 page', () => {
  it('says the page does not exist, with links home and to search', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    renderPortalAt('/m/en-US/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/m/en-US/');
    expect(screen.getByRole('link', { name: 'Search exhibitors and products' }).getAttribute('href')).toBe('/m/en-US/search');
  });

  it('speaks Chinese under zh-CN', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    renderPortalAt('/m/zh-CN/nothing-here');
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/m/zh-CN/');
    expect(screen.getByRole('link', { name: '搜索展商和展品' }).getAttribute('href')).toBe('/m/zh-CN/search');
  });

  it.each([
    ['/en-US/detailed?keyword=lamp', '/m/en-US/detailed?keyword=lamp'],
    ['/zh-CN/eventShows/3', '/m/zh-CN/eventShows/3'],
    ['/en-US/shops/brightway-lighting#/events', '/m/en-US/shops/brightway-lighting#/events'],
  ])('sends the non-mobile page %s to the mobile site, %s', async (path, mobile) => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    renderPortalAt(path);
    await waitFor(() => expect(location()).toBe(mobile));
  });
});
