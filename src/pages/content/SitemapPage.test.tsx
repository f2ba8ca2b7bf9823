import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpAuthApi } from '../../platform/session/testing/auth-api';
import { PUBLIC_ROUTES } from '../../../common/public-routes';
import { renderPage } from '../testing/render-page';

const api = setUpAuthApi();

describe('the sitemap (/customPages/sitemap)', () => {
  it('lists every public route in the current language, grouped', async () => {
    renderPage('/m/en-US/customPages/sitemap', { api });
    await screen.findByRole('heading', { level: 1, name: 'Sitemap' });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const route of PUBLIC_ROUTES) expect(hrefs).toContain(`/m/en-US/${route.path}`);
    const footerPages = within(screen.getByRole('region', { name: 'About the fair' }));
    expect(footerPages.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/m/en-US/pages/关于我们');
    expect(screen.getByRole('region', { name: 'Fair halls and services' })).toBeInTheDocument();
  });

  it('speaks Chinese under zh-CN', async () => {
    renderPage('/m/zh-CN/customPages/sitemap', { api });
    await screen.findByRole('heading', { level: 1, name: '网站地图' });
    expect(screen.getByRole('link', { name: '直播大厅' }).getAttribute('href')).toBe('/m/zh-CN/customPages/liveHall');
  });
});
