import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOpenDialog } from '../../platform/dialogs';
import { goToPage } from '../../platform/page-navigation';
import { setUpAuthApi } from '../../platform/session/testing/auth-api';
import { renderPortalAt } from '../testing/render-portal-at';

vi.mock('../../platform/page-navigation', () => ({ goToPage: vi.fn() }));

const api = setUpAuthApi();
const replyVisitor = () => api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
const location = () => screen.getByTestId('location').textContent;
const redirectTo = (url: string, language = 'en-US') => renderPortalAt(`/m/${language}/customPages/redirect?url=${encodeURIComponent(url)}`);

describe('the redirect page (/customPages/redirect?url=)', () => {
  afterEach(() => {
    act(() => getOpenDialog()?.settle('dismiss'));
    vi.mocked(goToPage).mockClear();
  });

  it('goes to a path of the portal at once', async () => {
    replyVisitor();
    redirectTo('/m/en-US/search?keyword=tea');
    await waitFor(() => expect(location()).toBe('/m/en-US/search?keyword=tea'));
  });

  it('asks before leaving for another site, and stays when the visitor cancels', async () => {
    replyVisitor();
    redirectTo('https://matching.globaltradefair.example/?lang=en-US');
    expect((await screen.findByRole('dialog')).textContent).toMatch(/privacy/i);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText('You stayed on the fair. You can still continue to matching.globaltradefair.example.');
    expect(goToPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to matching.globaltradefair.example' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(goToPage).toHaveBeenCalledWith('https://matching.globaltradefair.example/?lang=en-US'));
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>'])('refuses %s with a clear message, asking nothing', async (url) => {
    replyVisitor();
    redirectTo(url);
    expect((await screen.findByRole('alert')).textContent).toContain('only web addresses (http or https) are allowed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // Issue 24, finding 6: these are pages of this site whose path would begin "//evil.example" once normalised.
  it.each(['/.//evil.example/phish', '/%2F%2Fevil.example', '/m/en-US/\tnews'])('refuses %j as no valid web address, going nowhere', async (url) => {
    replyVisitor();
    redirectTo(url);
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not a valid web address.');
    expect(location()).toBe(`/m/en-US/customPages/redirect?url=${encodeURIComponent(url)}`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so in Chinese under zh-CN when there is no url', async () => {
    replyVisitor();
    renderPortalAt('/m/zh-CN/customPages/redirect');
    expect((await screen.findByRole('alert')).textContent).toContain('此链接没有指明要前往的地址。');
  });
});
