import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, setUpAuthApi, type FakeReply } from '../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../platform/session/testing/logged-in-replies';
import { renderPortalAt } from '../testing/render-portal-at';
import live from '../../../fixtures/operator/live-page-config.seed.en-US.json';
import reordered from '../../../fixtures/operator/draft.reordered.en-US.json';
import invalidDraft from '../../../fixtures/operator/draft.invalid.en-US.json';
import draftList from '../../../fixtures/operator/draft-list.some.en-US.json';
import noDrafts from '../../../fixtures/operator/draft-list.empty.json';
import versions from '../../../fixtures/operator/version-list.three.json';
import stats from '../../../fixtures/operator/section-stats.week.json';

vi.mock('../../platform/notifications/SessionNotifications', () => ({
  SessionNotifications: () => null,
}));

const api = setUpAuthApi();
const BASE = '/work/api/pageConfigs/mobile-home';
const PAGE_URL = '/work/pageconfigs/mobile-home?lang=en-US';
const DRAFT_ID = reordered.id;
const ok = (body: unknown, status = 200): FakeReply => ({ status, body });

const location = () => screen.getByTestId('location').textContent;
const sectionList = () => screen.findByRole('list', { name: 'Sections' });
const rowNames = async () =>
  within(await sectionList())
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));
const row = async (name: RegExp) => within(await sectionList()).getByRole('listitem', { name });

function replyOperator({ drafts = noDrafts }: { drafts?: unknown } = {}): void {
  replyLoggedIn(api, { userType: 'EMPLOYEE' });
  api.reply(`GET ${BASE}`, ok(live));
  api.reply(`GET ${BASE}/drafts`, ok(drafts));
  api.reply(`GET ${BASE}/versions`, ok(versions));
  api.reply('GET /work/api/analytics/sections', ok(stats));
}

beforeEach(() => {
  // 2026-11-23 10:00 at UTC+8.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T02:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('who gets the operator page', () => {
  it('sends a visitor to login, coming back to the page with its query after it', async () => {
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    renderPortalAt(PAGE_URL);
    await waitFor(() => expect(location()).toBe(`/zh-CN/login/mall/index?redirect_uri=${encodeURIComponent(PAGE_URL)}`));
    expect(api.sentTo(`GET ${BASE}`)).toEqual([]);
  });

  it('tells a buyer clearly that only employees may change page configurations, asking nothing of the operator API', async () => {
    replyLoggedIn(api, { userType: 'MEMBER' });
    renderPortalAt(PAGE_URL);
    expect((await screen.findByRole('alert')).textContent).toBe('Only employee accounts can change page configurations.');
    expect(api.sent.filter((request) => request.path.startsWith('/work/'))).toEqual([]);
  });

  it('speaks the login status language, Chinese included', async () => {
    replyOperator();
    replyLoggedIn(api, { userType: 'EMPLOYEE', language: 'zh-CN' });
    renderPortalAt(PAGE_URL);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '页面配置：mobile-home',
      }),
    ).toBeTruthy();
    expect(await screen.findByRole('list', { name: '板块' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存草稿' })).toBeTruthy();
    expect(api.sentTo(`GET ${BASE}`)[0]?.query.get('lang')).toBe('en-US');
  });
});

describe('the sections', () => {
  it('lists the ordering slots in server order with their names and keys, and the numbers of each', async () => {
    replyOperator();
    renderPortalAt(PAGE_URL);
    expect(await rowNames()).toEqual(live.document.orderingSlots.map((slot) => expect.stringContaining(`(${slot.udfs.module})`)));
    const notice = await row(/SYSTEMNOTICE/);
    expect(within(notice).getByRole('checkbox', { name: 'Shown' })).toHaveProperty('checked', true);
    expect(within(notice).getByRole('checkbox', { name: 'Show its title' })).toHaveProperty('checked', false);
    expect(await within(notice).findByText('Last 7 days: 3,720 exposures, 117 clicks, CTR 3.1%')).toBeTruthy();
    const table = within(notice).getByRole('table', {
      name: 'Numbers of SYSTEMNOTICE',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((tableRow) => tableRow.textContent),
    ).toEqual([
      'DayItemExposuresClicksCTR',
      '2026-11-21Whole section1,200363%',
      '2026-11-22Whole section1,240393.1%',
      '2026-11-23Whole section1,280423.3%',
    ]);
    expect(api.sentTo('GET /work/api/analytics/sections')[0]?.query.toString()).toBe('page=mobile-home&from=2026-11-17&to=2026-11-23');
    // The footer banners have no slot: their numbers, per banner, show below the slots.
    const banners = within(screen.getByRole('listitem', { name: 'FOOTERBANNERS' }));
    const bannerRows = banners.getAllByRole('row').map((tableRow) => tableRow.textContent);
    expect(bannerRows).toContain('2026-11-23fb-228093.2%');
  });

  it('moves a section with its buttons, keeping the focus on the moved row, and saves the new order as a draft', async () => {
    replyOperator();
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
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

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
    expect(screen.getByTitle('Mobile preview').getAttribute('src')).toBe(`/m/en-US/?preview=${DRAFT_ID}`);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    // The editor stays as it was (no reload of the draft from the server).
    expect(api.sentTo(`GET ${BASE}/drafts/${DRAFT_ID}`)).toEqual([]);
  });

  it('moves a section by dragging its row onto another', async () => {
    replyOperator();
    renderPortalAt(PAGE_URL);
    const friends = await row(/FRIENDS/);
    fireEvent.dragStart(friends, {
      dataTransfer: { setData: () => undefined, effectAllowed: '' },
    });
    const target = await row(/OPENINGCOUNTDOWN/);
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    expect((await rowNames()).slice(0, 3)).toEqual([
      'Announcements (SYSTEMNOTICE)',
      'Friends of the Fair (FRIENDS)',
      'Opening Countdown (OPENINGCOUNTDOWN)',
    ]);
  });

  it('disables a section, shows its title and sets its time window (UTC+8) in the saved document', async () => {
    replyOperator();
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
    replyOperator();
    renderPortalAt(PAGE_URL);
    const activities = await row(/\(ACTIVITIES\)/);
    fireEvent.change(within(activities).getByLabelText('ACTIVITIES From (UTC+8)'), { target: { value: '2026-11-24T09:00' } });
    expect(within(await row(/\(ACTIVITIES\)/)).getByRole('list', { name: 'Errors' }).textContent).toBe(
      'udfs must have closeTime as well as startTime',
    );
    fireEvent.change(within(await row(/\(ACTIVITIES\)/)).getByLabelText('ACTIVITIES Until (UTC+8)'), { target: { value: '2026-11-23T09:00' } });
    expect(within(await row(/\(ACTIVITIES\)/)).getByRole('list', { name: 'Errors' }).textContent).toBe('udfs/closeTime must be after the start');
    expect(within(await row(/SERVICES/)).queryByRole('list', { name: 'Errors' })).toBeNull();
  });

  it("shows a saved draft's server errors on their rows: the slot, the flags", async () => {
    replyOperator({ drafts: draftList });
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
    replyOperator();
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

describe('saving and publishing', () => {
  it('saves an open draft over its revision and reloads the preview; says so when another operator saved it in between', async () => {
    replyOperator({ drafts: draftList });
    api.reply(`GET ${BASE}/drafts/${DRAFT_ID}`, ok(reordered));
    api.reply(`PUT ${BASE}/drafts/${DRAFT_ID}`, ok({ ...reordered, revision: 3 }), errorReply(409, 'E409_DRAFT_CHANGED', 'The draft was changed'));
    renderPortalAt(`${PAGE_URL}&draft=${DRAFT_ID}`);
    expect((await rowNames())[0]).toBe('Friends of the Fair (FRIENDS)');
    expect(screen.getByTitle('Mobile preview').getAttribute('src')).toBe(`/m/en-US/?preview=${DRAFT_ID}`);
    fireEvent.click(
      within(await row(/FRIENDS/)).getByRole('button', {
        name: 'Move FRIENDS down',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Preview of draft revision 3' })).toBeTruthy());
    expect(api.sentTo(`PUT ${BASE}/drafts/${DRAFT_ID}`)[0]?.body).toEqual(expect.objectContaining({ revision: 2 }));

    fireEvent.click(
      within(await row(/FRIENDS/)).getByRole('button', {
        name: 'Move FRIENDS down',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Another operator saved this draft after you opened it');
    expect(api.sentTo(`PUT ${BASE}/drafts/${DRAFT_ID}`)[1]?.body).toEqual(expect.objectContaining({ revision: 3 }));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    api.reply(`POST ${BASE}/drafts`, ok({ ...reordered, id: 'aaaabbbbccccddddeeeeffff00001111', revision: 1 }, 201));
    fireEvent.click(screen.getByRole('button', { name: 'Save mine as a new draft' }));
    await waitFor(() => expect(location()).toBe(`${PAGE_URL}&draft=aaaabbbbccccddddeeeeffff00001111`));
    expect(api.sentTo(`POST ${BASE}/drafts`)[0]?.body).toEqual(expect.objectContaining({ baseVersion: 3 }));
  });

  it('publishes (saving first), then opens the new live version', async () => {
    replyOperator();
    api.reply(`POST ${BASE}/drafts`, ok({ ...reordered, revision: 1 }, 201));
    api.reply(`POST ${BASE}/drafts/${DRAFT_ID}/publish`, ok({ version: 4 }, 201));
    renderPortalAt(PAGE_URL);
    fireEvent.click(
      within(await row(/SERVICES/)).getByRole('button', {
        name: 'Move SERVICES up',
      }),
    );
    api.reply(`GET ${BASE}`, ok({ ...live, liveVersion: 4 }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 4 is live.')).toBeTruthy();
    expect(api.sentTo(`POST ${BASE}/drafts/${DRAFT_ID}/publish`)[0]?.body).toEqual({});
    await waitFor(() => expect(location()).toBe(PAGE_URL));
    expect(await screen.findByText(/Live: version 4/)).toBeTruthy();
    expect(api.sentTo(`GET ${BASE}/versions`).length).toBeGreaterThan(1);
  });

  it('refuses to publish a stale draft, keeps it, and offers to load the live configuration', async () => {
    replyOperator({ drafts: draftList });
    api.reply(`GET ${BASE}/drafts/${DRAFT_ID}`, ok(reordered));
    api.reply(`POST ${BASE}/drafts/${DRAFT_ID}/publish`, errorReply(409, 'E409_STALE_DRAFT', 'stale'));
    renderPortalAt(`${PAGE_URL}&draft=${DRAFT_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your draft is kept in the drafts list.');
    expect(api.sentTo(`PUT ${BASE}/drafts/${DRAFT_ID}`)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Load the live configuration' }));
    await waitFor(() => expect(location()).toBe(PAGE_URL));
    expect((await rowNames())[0]).toBe('Announcements (SYSTEMNOTICE)');
    expect(within(screen.getByRole('list', { name: 'Saved drafts' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it("shows a refused publish's errors on their rows", async () => {
    replyOperator({ drafts: draftList });
    api.reply(`GET ${BASE}/drafts/${DRAFT_ID}`, ok(reordered));
    api.reply(`POST ${BASE}/drafts/${DRAFT_ID}/publish`, {
      status: 400,
      body: {
        errorList: [
          {
            errorCode: 'E400_INVALID_PAGE_CONFIG',
            errorMessage: 'must be one of ENABLE, DISABLE',
            pointer: '/orderingSlots/2/status',
          },
        ],
      },
    });
    renderPortalAt(`${PAGE_URL}&draft=${DRAFT_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The configuration was not published: correct the errors shown first.');
    const third = within(await sectionList()).getAllByRole('listitem')[2];
    expect(within(third!).getByRole('list', { name: 'Errors' }).textContent).toBe('status must be one of ENABLE, DISABLE');
  });
});

describe('versions', () => {
  it('lists the versions with who and when, and rolls back to one after confirmation', async () => {
    replyOperator();
    api.reply(`POST ${BASE}/rollback`, ok({ liveVersion: 2 }));
    renderPortalAt(PAGE_URL);
    const list = within(await screen.findByRole('list', { name: 'Versions' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Version 32026-11-22 16:30:12 · Erin OperatorLive',
      'Version 22026-11-20 10:02:45 · employee@demo.fairRoll back',
      'Version 12026-11-01 08:00:00 · seedRoll back',
    ]);
    fireEvent.click(list.getByRole('button', { name: 'Roll back to version 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Make version 2 the live configuration again?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Version 2 is live again.')).toBeTruthy();
    expect(api.sentTo(`POST ${BASE}/rollback`)[0]?.body).toEqual({
      version: 2,
    });
  });

  it('does not roll back when the operator cancels', async () => {
    replyOperator();
    renderPortalAt(PAGE_URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back to version 1' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sentTo(`POST ${BASE}/rollback`)).toEqual([]);
  });
});
