import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOpenDialog } from '../../platform/dialogs';
import { errorReply, setUpAuthApi, type FakeReply } from '../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../platform/session/testing/logged-in-replies';
import { renderPortalAt } from '../testing/render-portal-at';
import { renderPage } from '../testing/render-page';
import silkEn from '../../../fixtures/ecatalog/ecatalog-detail.silk.en-US.json';
import silkZh from '../../../fixtures/ecatalog/ecatalog-detail.silk.zh-CN.json';

vi.mock('../../platform/notifications/SessionNotifications', () => ({ SessionNotifications: () => null }));

const api = setUpAuthApi();
const DETAIL = 'GET /b2bshop/api/eCatalogs/ecat-1004';
const SAVED = '/member/api/eCatalogs/saved/ecat-1004';
const ok = (body: unknown): FakeReply => ({ status: 200, body });

async function saveButton(name: 'Save' | 'Saved'): Promise<HTMLButtonElement> {
  const button = (await screen.findByRole('button', { name })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

afterEach(() => {
  act(() => getOpenDialog()?.settle('dismiss'));
});

describe('an e-catalogue (spec §2: /m/{lang}/catalog/detail/{id})', () => {
  it("shows the cover, summary, the exhibitor's shop link and the pages: images and the shop's products", async () => {
    api.reply(DETAIL, ok(silkEn));
    renderPage('/m/en-US/catalog/detail/ecat-1004', { api });
    await screen.findByRole('heading', { level: 2, name: 'Silk & Home Textiles' });
    expect(screen.getByText(silkEn.summary)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shaoxing Silk Road Textiles Co., Ltd.' }).getAttribute('href')).toBe('/m/en-US/shops/silkroad-textiles');
    expect(screen.getByText('Woven in Shaoxing since 1998')).toBeInTheDocument();
    const pages = screen.getByRole('list');
    expect(
      within(pages)
        .getByRole('link', { name: /Mulberry Silk Pillowcase/ })
        .getAttribute('href'),
    ).toBe('/m/en-US/shops/silkroad-textiles/listedProducts/prd-3501');
    expect(screen.getByText('Published Apr 2, 2025 · 5 pages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('speaks Chinese under zh-CN', async () => {
    api.reply(DETAIL, ok(silkZh));
    renderPage('/m/zh-CN/catalog/detail/ecat-1004', { api });
    await screen.findByRole('heading', { level: 2, name: '丝绸与家纺' });
    expect(screen.getByRole('heading', { level: 1, name: '电子图册详情' })).toBeInTheDocument();
    expect(await saveButton('收藏' as 'Save')).toBeInTheDocument();
  });

  it('shows the 404 page for a catalogue that does not exist', async () => {
    api.reply('GET /b2bshop/api/eCatalogs/ecat-9999', errorReply(404, 'E404_NOT_FOUND'));
    renderPage('/m/en-US/catalog/detail/ecat-9999', { api });
    await screen.findByText('This e-catalogue does not exist or has been withdrawn.');
  });

  it('asks a visitor to log in before saving', async () => {
    api.reply(DETAIL, ok(silkEn));
    renderPage('/m/en-US/catalog/detail/ecat-1004', { api });
    fireEvent.click(await saveButton('Save'));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('You have not logged in and will browse as a visitor. Please log in to continue.');
    expect(api.sentTo(`PUT ${SAVED}`)).toHaveLength(0);
  });

  it('tells a seller the account is not a buyer account and cannot add to favorites', async () => {
    replyLoggedIn(api, { userType: 'SELLER' });
    api.reply(DETAIL, ok(silkEn));
    renderPortalAt('/m/en-US/catalog/detail/ecat-1004');
    fireEvent.click(await saveButton('Save'));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('Your account is not a buyer account and cannot add to favorites.');
  });

  it('lets a buyer save (Save → Saved) and unsave (Saved → Save)', async () => {
    replyLoggedIn(api);
    api.reply(DETAIL, ok(silkEn));
    api.reply(`GET ${SAVED}`, ok({ catalogId: 'ecat-1004', saved: false }));
    api.reply(`PUT ${SAVED}`, ok({ catalogId: 'ecat-1004', saved: true }));
    api.reply(`DELETE ${SAVED}`, ok({ catalogId: 'ecat-1004', saved: false }));
    renderPortalAt('/m/en-US/catalog/detail/ecat-1004');
    fireEvent.click(await saveButton('Save'));
    const saved = await saveButton('Saved');
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(saved);
    await saveButton('Save');
    expect(api.sentTo(`PUT ${SAVED}`)).toHaveLength(1);
    expect(api.sentTo(`DELETE ${SAVED}`)).toHaveLength(1);
  });
});
