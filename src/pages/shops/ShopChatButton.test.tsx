import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getOpenDialog } from '../../platform/dialogs';
import { sessionKeys } from '../../platform/session/keys';
import { setUpAuthApi, type FakeReply } from '../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../platform/session/testing/logged-in-replies';
import { renderPortalAt } from '../testing/render-portal-at';
import shop from '../../../fixtures/catalog/shop.full.en-US.json';
import products from '../../../fixtures/catalog/product-search-page.shop.en-US.json';

vi.mock('../../platform/notifications/SessionNotifications', () => ({ SessionNotifications: () => null }));

const api = setUpAuthApi();

// The page is a lazy route: its code is loaded once here, not within the first test's time.
beforeAll(() => import('./ShopPage'), 30_000);

const ok = (body: unknown): FakeReply => ({ status: 200, body });

function replyShop(shopReply: unknown = shop): void {
  api.reply('GET /b2bshop/api/shops/BRIGHTWAY', ok(shopReply));
  api.reply('GET /b2bshop/api/shops/BRIGHTWAY/listedProducts', ok(products));
}

/** The button, once the shop page (a lazy chunk) shows and the login status is known. */
async function chatButton(): Promise<HTMLButtonElement> {
  const button = (await screen.findByRole('button', { name: 'Chat' })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

afterEach(() => {
  act(() => getOpenDialog()?.settle('dismiss'));
  vi.restoreAllMocks();
});

describe("the shop page's Chat button", () => {
  it('opens the IM page with the exhibitor in the named window, its card on top, for a buyer', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    replyLoggedIn(api);
    replyShop();
    renderPortalAt('/m/en-US/shops/BRIGHTWAY');
    fireEvent.click(await chatButton());
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('/member/instantmessageself/index?to=acc-brightway-sales&structure=BRIGHTWAY&clue=Y', 'instantmessage'),
    );
  });

  it('asks a visitor to log in first', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    replyShop();
    renderPortalAt('/m/en-US/shops/BRIGHTWAY');
    fireEvent.click(await chatButton());
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('You have not logged in and will browse as a visitor. Please log in to continue.');
    expect(open).not.toHaveBeenCalled();
  });

  it('tells a seller the account is not a buyer account and cannot send instant messages', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    replyLoggedIn(api, { userType: 'SELLER' });
    replyShop();
    renderPortalAt('/m/en-US/shops/BRIGHTWAY');
    fireEvent.click(await chatButton());
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('Your account is not a buyer account and cannot send instant messages.');
    expect(open).not.toHaveBeenCalled();
  });

  it('asks a buyer without company information to complete it first', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    replyLoggedIn(api, { company: false });
    replyShop();
    const client = renderPortalAt('/m/en-US/shops/BRIGHTWAY');
    // The company is known to be missing once the account has loaded (until then the server would decide).
    await waitFor(() => {
      for (const key of [sessionKeys.member('acc-buyer'), sessionKeys.siteTrader('acc-buyer'), sessionKeys.user('acc-buyer')]) {
        expect(client.getQueryState(key)?.status).toBe('success');
      }
    });
    fireEvent.click(await chatButton());
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('You have not completed company information');
    expect(open).not.toHaveBeenCalled();
  });

  it('is not there when the exhibitor has no seller account to chat with', async () => {
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    replyShop({ ...shop, imUserId: null });
    renderPortalAt('/m/en-US/shops/BRIGHTWAY');
    await screen.findByRole('heading', { name: 'Ningbo Brightway Lighting Co., Ltd.' });
    expect(screen.queryByRole('button', { name: 'Chat' })).toBeNull();
  });
});
