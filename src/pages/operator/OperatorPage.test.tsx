import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpAuthApi } from '../../platform/session/testing/auth-api';
import { fixClockInEachTest } from '../testing/fixed-clock';
import { renderPortalAt } from '../testing/render-portal-at';
import { renderPage } from '../testing/render-page';
import { BASE, PAGE_URL, location, ok, replyOperator, row, rowNames, loadOperatorPageCode } from './testing/operator-page';
import live from '../../../fixtures/operator/live-page-config.seed.en-US.json';
import reordered from '../../../fixtures/operator/draft.reordered.en-US.json';
import invalidDraft from '../../../fixtures/operator/draft.invalid.en-US.json';
import draftList from '../../../fixtures/operator/draft-list.some.en-US.json';

vi.mock('../../platform/notifications/SessionNotifications', () => ({
  SessionNotifications: () => null,
}));

const api = setUpAuthApi();
// 2026-11-23 10:00 at UTC+8.
fixClockInEachTest('2026-11-23T02:00:00Z');
const DRAFT_ID = reordered.id;

beforeAll(loadOperatorPageCode, 30_000);

describe('who gets the operator page', () => {
  it('sends a visitor to login, coming back to the page with its query after it', async () => {
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    renderPortalAt(PAGE_URL);
    await waitFor(() => expect(location()).toBe(`/zh-CN/login/mall/index?redirect_uri=${encodeURIComponent(PAGE_URL)}`));
    expect(api.sentTo(`GET ${BASE}`)).toEqual([]);
  });

  it('tells a buyer clearly that only employees may change page configurations, asking nothing of the operator API', async () => {
    renderPage(PAGE_URL, { api, session: { userType: 'MEMBER' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Only employee accounts can change page configurations.');
    expect(api.sent.filter((request) => request.path.startsWith('/work/'))).toEqual([]);
  });

  it('speaks the login status language, Chinese included', async () => {
    replyOperator(api);
    renderPage(PAGE_URL, { api, session: { userType: 'EMPLOYEE', language: 'zh-CN' } });
    expect(await screen.findByRole('heading', { level: 1, name: '页面配置：mobile-home' })).toBeInTheDocument();
    await screen.findByRole('list', { name: '板块' });
    expect(screen.getByRole('button', { name: '保存草稿' })).toBeInTheDocument();
    expect(api.sentTo(`GET ${BASE}`)[0]?.query.get('lang')).toBe('en-US');
  });
});

describe('the sections', () => {
  it('lists the ordering slots in server order with their names and keys, and the numbers of each', async () => {
    replyOperator(api);
    renderPortalAt(PAGE_URL);
    expect(await rowNames()).toEqual(live.document.orderingSlots.map((slot) => expect.stringContaining(`(${slot.udfs.module})`)));
    const notice = await row(/SYSTEMNOTICE/);
    expect(within(notice).getByRole('checkbox', { name: 'Shown' })).toHaveProperty('checked', true);
    expect(within(notice).getByRole('checkbox', { name: 'Show its title' })).toHaveProperty('checked', false);
    await within(notice).findByText('Last 7 days: 3,720 exposures, 117 clicks, CTR 3.1%');
    const table = within(notice).getByRole('table', {
      name: 'Numbers of SYSTEMNOTICE',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((tableRow) => tableRow.textContent),
    ).toEqual(['DayItemExposuresClicksCTR', '2026-11-21Whole section1,200363%', '2026-11-22Whole section1,240393.1%', '2026-11-23Whole section1,280423.3%']);
    expect(api.sentTo('GET /work/api/analytics/sections')[0]?.query.toString()).toBe('page=mobile-home&from=2026-11-17&to=2026-11-23');
    // The footer banners have no slot: their numbers, per banner, show below the slots.
    const banners = within(screen.getByRole('listitem', { name: 'FOOTERBANNERS' }));
    const bannerRows = banners.getAllByRole('row').map((tableRow) => tableRow.textContent);
    expect(bannerRows).toContain('2026-11-23fb-228093.2%');
  });

  it('says how many visitors allowed and denied cookies over the last week, and per day (issue 29)', async () => {
    replyOperator(api);
    renderPortalAt(PAGE_URL);
    const consent = within(await screen.findByRole('region', { name: 'Cookie choices' }));
    await consent.findByText('Last 7 days: 1,230 allowed, 3,209 denied');
    expect(consent.getAllByRole('row').map((tableRow) => tableRow.textContent)).toEqual([
      'DayAllowedDenied',
      '2026-11-214121,088',
      '2026-11-223981,021',
      '2026-11-234201,100',
    ]);
    expect(api.sentTo('GET /work/api/analytics/consent')[0]?.query.toString()).toBe('from=2026-11-17&to=2026-11-23');
  });

  it('says the consent counts in Chinese too', async () => {
    replyOperator(api);
    renderPage(PAGE_URL, { api, session: { userType: 'EMPLOYEE', language: 'zh-CN' } });
    const consent = within(await screen.findByRole('region', { name: 'Cookie选择' }));
    await consent.findByText('近 7 天：允许 1,230 次，拒绝 3,209 次');
  });

  it('moves a section with its buttons, keeping the focus on the moved row, and saves the new order as a draft', async () => {
    replyOperator(api);
    api.reply(`POST ${BASE}/drafts`, ok({ ...reordered, revision: 1 }, 201));
    renderPortalAt(PAGE_URL);
    const down = within(await row(/SYSTEMNOTICE/)).getByRole('button', {
      name: 'Move SYSTEMNOTICE down',
    });
    down.focus();
    fireEvent.click(down);
    expect((await rowNames()).slice(0, 2)).toEqual(['Opening Countdown (OPENINGCOUNTDOWN)', 'Announcements (SYSTEMNOTICE)']);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(screen.getByRole('listitem', { name: /SYSTEMNOTICE/ })).getByRole('button', { name: 'Move SYSTEMNOTICE down' }),
      ),
    );
    // At the top, its up button is disabled: the focus stays on the row's other arrow.
    const up = within(await row(/SYSTEMNOTICE/)).getByRole('button', {
      name: 'Move SYSTEMNOTICE up',
    });
    fireEvent.click(up);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move SYSTEMNOTICE down'));
    fireEvent.click(
      within(await row(/FRIENDS/)).getByRole('button', {
        name: 'Move FRIENDS up',
      }),
    );
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.sentTo(`POST ${BASE}/drafts`)).toHaveLength(1));
    const sent = api.sentTo(`POST ${BASE}/drafts`)[0];
    expect(sent?.query.get('lang')).toBe('en-US');
    const body = sent?.body as {
      baseVersion: number;
      document: typeof live.document;
    };
    expect(body.baseVersion).toBe(3);
    expect(body.document.orderingSlots.map((slot) => slot.udfs.module).slice(-2)).toEqual(['FRIENDS', 'SERVICES']);
    await waitFor(() => expect(location()).toBe(`${PAGE_URL}&draft=${DRAFT_ID}`));
    expect(screen.getByTitle('Mobile preview').getAttribute('src')).toBe(`/m/en-US/?preview=${DRAFT_ID}&livePreview=1`);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    // The editor stays as it was (no reload of the draft from the server).
    expect(api.sentTo(`GET ${BASE}/drafts/${DRAFT_ID}`)).toEqual([]);
  });

  it('moves a section by dragging its row onto another', async () => {
    replyOperator(api);
    renderPortalAt(PAGE_URL);
    const friends = await row(/FRIENDS/);
    fireEvent.dragStart(friends, {
      dataTransfer: { setData: () => undefined, effectAllowed: '' },
    });
    const target = await row(/OPENINGCOUNTDOWN/);
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    expect((await rowNames()).slice(0, 3)).toEqual(['Announcements (SYSTEMNOTICE)', 'Friends of the Fair (FRIENDS)', 'Opening Countdown (OPENINGCOUNTDOWN)']);
  });

  it('disables a section, shows its title and sets its time window (UTC+8) in the saved document', async () => {
    replyOperator(api);
    api.reply(`POST ${BASE}/drafts`, ok({ ...reordered, revision: 1 }, 201));
    renderPortalAt(PAGE_URL);
    const countdown = await row(/OPENINGCOUNTDOWN/);
    fireEvent.click(within(countdown).getByRole('checkbox', { name: 'Shown' }));
    fireEvent.click(within(countdown).getByRole('checkbox', { name: 'Show its title' }));
    fireEvent.change(within(countdown).getByLabelText('OPENINGCOUNTDOWN From (UTC+8)'), { target: { value: '2026-11-24T09:00' } });
    fireEvent.change(within(countdown).getByLabelText('OPENINGCOUNTDOWN Until (UTC+8)'), { target: { value: '2026-11-30T18:30:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.sentTo(`POST ${BASE}/drafts`)).toHaveLength(1));
    const { document: saved } = api.sentTo(`POST ${BASE}/drafts`)[0]?.body as {
      document: typeof live.document;
    };
    expect(saved.orderingSlots[1]).toEqual({
      status: 'DISABLE',
      udfs: {
        module: 'OPENINGCOUNTDOWN',
        startTime: '2026-11-24 09:00:00',
        closeTime: '2026-11-30 18:30:15',
      },
    });
    expect(saved.sectionConfigs.OPENINGCOUNTDOWN?.udfs.DisplayName).toBe('Y');
  });
});

describe('inline validation', () => {
  it('puts an error on the row it concerns as soon as the window is half set, and when it closes before it opens', async () => {
    replyOperator(api);
    renderPortalAt(PAGE_URL);
    const activities = await row(/\(ACTIVITIES\)/);
    fireEvent.change(within(activities).getByLabelText('ACTIVITIES From (UTC+8)'), { target: { value: '2026-11-24T09:00' } });
    expect(within(await row(/\(ACTIVITIES\)/)).getByRole('list', { name: 'Errors' }).textContent).toBe('udfs must have closeTime as well as startTime');
    fireEvent.change(within(await row(/\(ACTIVITIES\)/)).getByLabelText('ACTIVITIES Until (UTC+8)'), { target: { value: '2026-11-23T09:00' } });
    expect(within(await row(/\(ACTIVITIES\)/)).getByRole('list', { name: 'Errors' }).textContent).toBe('udfs/closeTime must be after the start');
    expect(within(await row(/SERVICES/)).queryByRole('list', { name: 'Errors' })).toBeNull();
  });

  it("shows a saved draft's server errors on their rows: the slot, the flags", async () => {
    replyOperator(api, { drafts: draftList });
    api.reply(`GET ${BASE}/drafts/${invalidDraft.id}`, ok(invalidDraft));
    renderPortalAt(`${PAGE_URL}&draft=${invalidDraft.id}`);
    expect(
      within(await row(/OPENINGCOUNTDOWN/)).getByRole('list', {
        name: 'Errors',
      }).textContent,
    ).toBe('status must be one of ENABLE, DISABLE');
    const flags = screen.getByRole('region', { name: 'Feature flags' });
    expect(within(flags).getByRole('list', { name: 'Errors' }).textContent).toBe('flagMask must be at most 127');
  });
});

describe('switches and flags', () => {
  it('edits a switch (LSENABLED, its window, its popup text) and the flag bits', async () => {
    replyOperator(api);
    api.reply(`POST ${BASE}/drafts`, ok({ ...reordered, revision: 1 }, 201));
    renderPortalAt(PAGE_URL);
    const cbecp = within(await screen.findByRole('listitem', { name: 'CBECP' }));
    expect(
      cbecp.getByRole('checkbox', {
        name: 'Open only in its window (LSENABLED)',
      }),
    ).toHaveProperty('checked', false);
    fireEvent.click(
      cbecp.getByRole('checkbox', {
        name: 'Open only in its window (LSENABLED)',
      }),
    );
    fireEvent.change(cbecp.getByLabelText('CBECP From (UTC+8)'), {
      target: { value: '2026-12-01T00:00' },
    });
    fireEvent.change(cbecp.getByLabelText('CBECP Until (UTC+8)'), {
      target: { value: '2026-12-31T00:00' },
    });
    fireEvent.change(cbecp.getByRole('textbox', { name: 'Popup text when closed' }), { target: { value: 'Opens in December.' } });
    const vr = within(screen.getByRole('listitem', { name: 'VIRTUALPAVILION' }));
    fireEvent.click(vr.getByRole('checkbox', { name: 'Open only in its window (LSENABLED)' }));
    const flags = within(screen.getByRole('region', { name: 'Feature flags' }));
    expect(flags.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Offline meeting',
      'Attend both online and offline',
      'Buyer registration',
      'SSO login',
      'Buyer login',
      'Media login',
      'VR booths',
    ]);
    fireEvent.click(flags.getByRole('checkbox', { name: 'Media login' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.sentTo(`POST ${BASE}/drafts`)).toHaveLength(1));
    const { document: saved } = api.sentTo(`POST ${BASE}/drafts`)[0]?.body as {
      document: typeof live.document;
    };
    expect(saved.flagMask).toBe(127 - 32);
    expect(saved.switches).toEqual([
      live.document.switches[0],
      {
        ...live.document.switches[1],
        udfs: { ...live.document.switches[1]?.udfs, state: 'LSDISABLED' },
      },
      {
        udfs: {
          name: 'CBECP',
          state: 'LSENABLED',
          startTime: '2026-12-01 00:00:00',
          closeTime: '2026-12-31 00:00:00',
        },
        PopUpCopywriter: 'Opens in December.',
      },
    ]);
  });
});
