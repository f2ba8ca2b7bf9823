import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replacePage } from '../../platform/session/replace-page';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { renderPortalAt } from '../testing/render-portal-at';

vi.mock('../../platform/session/replace-page', () => ({ replacePage: vi.fn() }));

const api = setUpAuthApi();
const visitor = () => api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
afterEach(() => vi.mocked(replacePage).mockClear());

describe('a shared short link, /m/{lang}/l/{code} (spec §7)', () => {
  it('is replaced by the page its code stands for', async () => {
    visitor();
    api.reply('GET /api/link/getUrl/AbCd1234', { status: 200, body: { code: 'AbCd1234', url: '/m/en-US/shops/BRIGHTWAY?keyword=lamp' } });
    renderPortalAt('/m/en-US/l/AbCd1234');
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/m/en-US/shops/BRIGHTWAY?keyword=lamp'));
  });

  it('follows an http(s) URL the server answers with, which it vouched for when it read the link (issue 24)', async () => {
    visitor();
    api.reply('GET /api/link/getUrl/AbCd1234', { status: 200, body: { code: 'AbCd1234', url: 'https://app.fair.example/intro?lang=en-US' } });
    renderPortalAt('/m/en-US/l/AbCd1234');
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('https://app.fair.example/intro?lang=en-US'));
  });

  it('goes to the normalised path of the portal, keeping its query and hash', async () => {
    visitor();
    api.reply('GET /api/link/getUrl/AbCd1234', { status: 200, body: { code: 'AbCd1234', url: '/m/en-US/./news?x=1#y' } });
    renderPortalAt('/m/en-US/l/AbCd1234');
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/m/en-US/news?x=1#y'));
  });

  // Issue 24, finding 5: whatever a stored link holds, the page follows only a path of the portal or an http(s) URL.
  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,hi',
    '/.//evil.example/phish',
    '/%2F%2Fevil.example',
    '//evil.example/phish',
    '\\/evil.example',
  ])('does not follow %j, saying the link does not exist', async (url) => {
    visitor();
    api.reply('GET /api/link/getUrl/AbCd1234', { status: 200, body: { code: 'AbCd1234', url } });
    renderPortalAt('/m/en-US/l/AbCd1234');
    await screen.findByText('This short link does not exist.');
    expect(replacePage).not.toHaveBeenCalled();
  });

  it('says so, with a way home, for a code that stands for nothing', async () => {
    visitor();
    api.reply('GET /api/link/getUrl/ZZZZZZZZ', errorReply(404, 'E404_SHORT_LINK', 'This short link does not exist.'));
    renderPortalAt('/m/en-US/l/ZZZZZZZZ');
    await screen.findByText('This short link does not exist.');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
    expect(replacePage).not.toHaveBeenCalled();
  });
});
