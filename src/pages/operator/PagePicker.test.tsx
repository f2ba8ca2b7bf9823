import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpAuthApi } from '../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../platform/session/testing/logged-in-replies';
import { renderPortalAt } from '../testing/render-portal-at';
import { location, ok, loadOperatorPageCode } from './testing/operator-page';
import pageList from '../../../fixtures/operator/page-list.seed.json';
import noDrafts from '../../../fixtures/operator/draft-list.empty.json';
import aboutEn from '../../../fixtures/seed/page-configs.about.en-US.json';

vi.mock('../../platform/notifications/SessionNotifications', () => ({
  SessionNotifications: () => null,
}));

const api = setUpAuthApi();
const ABOUT = '/work/api/pageConfigs/about';

/** The about page's live configuration as the operator API answers it (without its version). */
function replyAbout() {
  const { version, ...document } = aboutEn;
  replyLoggedIn(api, { userType: 'EMPLOYEE' });
  api.reply('GET /work/api/pageConfigs', ok(pageList));
  api.reply(`GET ${ABOUT}`, ok({ page: 'about', language: 'en-US', liveVersion: version, document }));
  api.reply(`GET ${ABOUT}/drafts`, ok(noDrafts));
  api.reply(`GET ${ABOUT}/versions`, ok({ liveVersion: 1, versions: [{ version: 1, createdAt: '2026-11-01 09:00:00', createdBy: 'seed', live: true }] }));
  api.reply('GET /work/api/analytics/sections', ok({ from: '2026-11-17', to: '2026-11-23', days: [] }));
}

beforeAll(loadOperatorPageCode, 30_000);

describe('the operator page for a content page', () => {
  it('opens the about page’s sections, previews it at its own path, and picks another page from the list', async () => {
    replyAbout();
    renderPortalAt('/work/pageconfigs/about?lang=en-US');
    await screen.findByRole('listitem', { name: /PAGEHERO/ });
    expect(screen.getByTitle('Mobile preview').getAttribute('src')).toBe('/m/en-US/pages/关于我们?livePreview=1');
    const picker = screen.getByRole('combobox', { name: 'Page' }) as HTMLSelectElement;
    await waitFor(() => expect([...picker.options].map((option) => option.value)).toEqual(pageList.pages.map((entry) => entry.page)));
    expect(picker.value).toBe('about');
    fireEvent.change(picker, { target: { value: 'custom-live-hall' } });
    await waitFor(() => expect(location()).toBe('/work/pageconfigs/custom-live-hall?lang=en-US'));
  });
});
