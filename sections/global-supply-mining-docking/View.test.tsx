import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { sectionTracker } from '../../src/engine/section-tracker';
import { pageWith } from '../../src/engine/testing/sections/page';
import { FLAG_BITS } from '../../common/constants';
import { getOpenDialog } from '../../src/platform/dialogs';
import type { GlobalSupplyMiningDockingData, SwitchEntry } from '../../common/generated/types';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import type { Language } from '../../common/language';
import { VISITOR, type Session } from '../../src/platform/session';
import { DialogHost } from '../../src/ui/DialogHost';
import many from './fixtures/many.en-US.json';
import View from './View';

const data = many as GlobalSupplyMiningDockingData;
const NOW = new Date('2026-10-15T01:00:00Z');
const member = (userType: 'BUYER' | 'SELLER', companyInfoCompleted = true): Session => ({ status: 'authenticated', id: 'u1', userType, companyInfoCompleted });

function renderView(session: Session = VISITOR, language: Language = 'en-US', switches: SwitchEntry[] = [], flagMask = 0b111_1111) {
  const context = sectionContextOf(pageWith([], {}, { switches, flagMask }), language, NOW, session);
  return render(
    <PortalIntlProvider language={language}>
      <View data={data} context={context} track={sectionTracker('GLOBALSUPPLYMININGDOCKING', false)} />
      <DialogHost />
    </PortalIntlProvider>,
  );
}

const postRequest = () => fireEvent.click(screen.getByRole('button', { name: /Post a sourcing request/ }));

describe('GLOBALSUPPLYMININGDOCKING view', () => {
  afterEach(() => {
    // The dialog store outlives a render: close what a test left open.
    act(() => getOpenDialog()?.settle('dismiss'));
    vi.restoreAllMocks();
  });

  it('lists the four steps in order', () => {
    renderView();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(data.steps.map((step, index) => `${index + 1}${step.title}`));
  });

  it('links More and the exhibitor entry to their pages', () => {
    renderView();
    expect(screen.getByRole('link', { name: /More/ }).getAttribute('href')).toBe(data.moreLink);
    expect(screen.getByRole('link', { name: /Exhibitor entry/ }).getAttribute('href')).toBe(data.exhibitorEntryLink);
  });

  it('links trade matching to the external matching site with queryType SUPPLIER or PURCHASE and lang, in a new tab', () => {
    renderView(VISITOR, 'zh-CN');
    const suppliers = screen.getByRole('link', { name: '找供应商' });
    const buyers = screen.getByRole('link', { name: '找采购商' });
    expect(suppliers.getAttribute('href')).toBe(`${data.matchingSiteUrl}?queryType=SUPPLIER&lang=zh-CN`);
    expect(buyers.getAttribute('href')).toBe(`${data.matchingSiteUrl}?queryType=PURCHASE&lang=zh-CN`);
    expect(suppliers.getAttribute('target')).toBe('_blank');
  });

  it('asks before leaving for the matching site', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderView();
    fireEvent.click(screen.getByRole('link', { name: 'Find suppliers' }));
    expect((await screen.findByRole('dialog')).textContent).toMatch(/third-party/);
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the GLOBALPURCHASE popup text instead of leaving while global purchase is closed (spec §4)', () => {
    const closed: SwitchEntry = {
      udfs: { name: 'GLOBALPURCHASE', state: 'LSENABLED', startTime: '2026-10-16 09:00:00', closeTime: '2027-03-31 18:00:00' },
      PopUpCopywriter: 'Global purchasing opens during the fair.',
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderView(VISITOR, 'en-US', [closed]);
    fireEvent.click(screen.getByRole('link', { name: 'Find suppliers' }));
    expect(screen.getByRole('dialog').textContent).toContain('Global purchasing opens during the fair.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in before posting a sourcing request', async () => {
    renderView();
    postRequest();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('You have not logged in and will browse as a visitor. Please log in to continue.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('offers a seller to register as a buyer', async () => {
    renderView(member('SELLER'));
    postRequest();
    expect((await screen.findByRole('dialog')).textContent).toContain('You are not a buyer yet. Click here to register now.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('offers a visitor no way to register, and tells a seller registration is not open, while the buyer registration bit is off (spec §4)', async () => {
    renderView(VISITOR, 'en-US', [], 0b111_1111 & ~FLAG_BITS.buyerRegistration);
    postRequest();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    act(() => getOpenDialog()?.settle('dismiss'));
    cleanup();
    renderView(member('SELLER'), 'en-US', [], 0b111_1111 & ~FLAG_BITS.buyerRegistration);
    postRequest();
    expect(screen.getByRole('dialog').textContent).toContain('Buyer registration is not open at the moment.');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('asks a buyer without company info to complete it', async () => {
    renderView(member('BUYER', false));
    postRequest();
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Complete now' })).toBeInTheDocument();
  });

  it("opens the create page in a new tab in the page's language for a buyer with company info, with no prompt", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderView(member('BUYER'), 'zh-CN');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /发布采购需求/ })));
    expect(data.rfqCreateUrl).toBe('/member/rfq/index#/rfq-list/create');
    expect(open).toHaveBeenCalledWith('/member/rfq/index?lang=zh-CN#/rfq-list/create', '_blank');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
