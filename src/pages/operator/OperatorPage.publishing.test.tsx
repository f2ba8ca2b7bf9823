import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { fixClockInEachTest } from '../testing/fixed-clock';
import { renderPortalAt } from '../testing/render-portal-at';
import { BASE, PAGE_URL, location, ok, replyOperator, row, rowNames, sectionList, loadOperatorPageCode } from './testing/operator-page';
import live from '../../../fixtures/operator/live-page-config.seed.en-US.json';
import reordered from '../../../fixtures/operator/draft.reordered.en-US.json';
import draftList from '../../../fixtures/operator/draft-list.some.en-US.json';

vi.mock('../../platform/notifications/SessionNotifications', () => ({
  SessionNotifications: () => null,
}));

const api = setUpAuthApi();
// 2026-11-23 10:00 at UTC+8.
fixClockInEachTest('2026-11-23T02:00:00Z');
const DRAFT_ID = reordered.id;

beforeAll(loadOperatorPageCode, 30_000);

describe('saving and publishing', () => {
  it('saves an open draft over its revision and previews it', async () => {
    replyOperator(api, { drafts: draftList });
    api.reply(`GET ${BASE}/drafts/${DRAFT_ID}`, ok(reordered));
    api.reply(`PUT ${BASE}/drafts/${DRAFT_ID}`, ok({ ...reordered, revision: 3 }));
    renderPortalAt(`${PAGE_URL}&draft=${DRAFT_ID}`);
    expect((await rowNames())[0]).toBe('Friends of the Fair (FRIENDS)');
    expect(screen.getByTitle('Mobile preview').getAttribute('src')).toBe(`/m/en-US/?preview=${DRAFT_ID}&livePreview=1`);
    fireEvent.click(within(await row(/FRIENDS/)).getByRole('button', { name: 'Move FRIENDS down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Preview of draft revision 3' })).toBeInTheDocument());
    expect(api.sentTo(`PUT ${BASE}/drafts/${DRAFT_ID}`)[0]?.body).toEqual(expect.objectContaining({ revision: 2 }));
  });

  it('says so when another operator saved the draft after it was opened, and saves it as a new draft', async () => {
    replyOperator(api, { drafts: draftList });
    api.reply(`GET ${BASE}/drafts/${DRAFT_ID}`, ok(reordered));
    api.reply(`PUT ${BASE}/drafts/${DRAFT_ID}`, errorReply(409, 'E409_DRAFT_CHANGED', 'The draft was changed'));
    renderPortalAt(`${PAGE_URL}&draft=${DRAFT_ID}`);
    fireEvent.click(within(await row(/FRIENDS/)).getByRole('button', { name: 'Move FRIENDS down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Another operator saved this draft after you opened it');
    expect(api.sentTo(`PUT ${BASE}/drafts/${DRAFT_ID}`)[0]?.body).toEqual(expect.objectContaining({ revision: 2 }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    api.reply(`POST ${BASE}/drafts`, ok({ ...reordered, id: 'aaaabbbbccccddddeeeeffff00001111', revision: 1 }, 201));
    fireEvent.click(screen.getByRole('button', { name: 'Save mine as a new draft' }));
    await waitFor(() => expect(location()).toBe(`${PAGE_URL}&draft=aaaabbbbccccddddeeeeffff00001111`));
    expect(api.sentTo(`POST ${BASE}/drafts`)[0]?.body).toEqual(expect.objectContaining({ baseVersion: 3 }));
  });

  it('publishes (saving first), then opens the new live version', async () => {
    replyOperator(api);
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
    await screen.findByText('Version 4 is live.');
    expect(api.sentTo(`POST ${BASE}/drafts/${DRAFT_ID}/publish`)[0]?.body).toEqual({});
    await waitFor(() => expect(location()).toBe(PAGE_URL));
    await screen.findByText(/Live: version 4/);
    expect(api.sentTo(`GET ${BASE}/versions`).length).toBeGreaterThan(1);
  });

  it('refuses to publish while a section’s content is invalid, saying which, and opens its form from there', async () => {
    // jsdom lays nothing out: the form is brought into view by a stand-in.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    replyOperator(api);
    const broken = structuredClone(live);
    delete (broken.document.sections.SERVICES.primary[0] as Record<string, unknown>).title;
    api.reply(`GET ${BASE}`, ok(broken));
    renderPortalAt(PAGE_URL);
    fireEvent.click(within(await row(/SERVICES/)).getByRole('button', { name: 'Move SERVICES up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Not published: visitors would not see a section whose content has errors.');
    fireEvent.click(within(refusal).getByRole('button', { name: 'Services (SERVICES): 1 error' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Section' })).toHaveDisplayValue(/SERVICES/));
    expect(scrolled).toHaveBeenCalled();
    expect(api.sentTo(`POST ${BASE}/drafts`)).toEqual([]);
  });

  it('refuses to publish over another operator’s publish, shows what they changed, and carries the draft over onto theirs', async () => {
    // Version 4 went live after the draft was started from 3: it turned the cookie bar's switch and retitled the announcements.
    const theirs = structuredClone(live.document) as typeof live.document & { sectionConfigs: Record<string, { title?: string }> };
    theirs.flagMask = live.document.flagMask + 1;
    replyOperator(api, { drafts: draftList });
    api.reply(`GET ${BASE}`, ok(live), ok({ ...live, liveVersion: 4, document: theirs }));
    api.reply(`GET ${BASE}/versions/3`, ok({ version: 3, document: live.document }));
    api.reply(`GET ${BASE}/drafts/${DRAFT_ID}`, ok(reordered));
    api.reply(`POST ${BASE}/drafts/${DRAFT_ID}/publish`, errorReply(409, 'E409_STALE_DRAFT', 'stale'));
    const rebasedId = 'aaaabbbbccccddddeeeeffff00002222';
    api.reply(
      `POST ${BASE}/drafts`,
      ok({ ...reordered, id: rebasedId, baseVersion: 4, revision: 1, document: { ...reordered.document, flagMask: theirs.flagMask } }, 201),
    );
    api.reply(
      `GET ${BASE}/drafts/${rebasedId}`,
      ok({ ...reordered, id: rebasedId, baseVersion: 4, revision: 1, document: { ...reordered.document, flagMask: theirs.flagMask } }),
    );
    renderPortalAt(`${PAGE_URL}&draft=${DRAFT_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));

    const alert = await screen.findByRole('alert');
    await within(alert).findByText(/Another operator published version 4 after your draft was started from version 3/);
    expect(within(alert).getByRole('list', { name: 'What they changed (version 3 → 4)' }).textContent).toBe('Flag mask: 127 → 128');
    expect(alert.textContent).toContain('Your changes and theirs touch different places: both can be kept.');
    expect(api.sentTo(`PUT ${BASE}/drafts/${DRAFT_ID}`)).toEqual([]);

    fireEvent.click(within(alert).getByRole('button', { name: 'Carry my changes over onto version 4' }));
    await waitFor(() => expect(location()).toBe(`${PAGE_URL}&draft=${rebasedId}`));
    // Their flag and the draft's new order, on their version.
    const sent = api.sentTo(`POST ${BASE}/drafts`)[0]?.body as { baseVersion: number; document: { flagMask: number; orderingSlots: unknown } };
    expect(sent.baseVersion).toBe(4);
    expect(sent.document.flagMask).toBe(theirs.flagMask);
    expect(sent.document.orderingSlots).toEqual(reordered.document.orderingSlots);
    await screen.findByText('Your changes are now a draft on version 4. Check it and publish.');
  });

  it("shows a refused publish's errors on their rows", async () => {
    replyOperator(api, { drafts: draftList });
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
  it('lists who saved, published and rolled back, and when, the newest first', async () => {
    replyOperator(api);
    renderPortalAt(PAGE_URL);
    const list = within(await screen.findByRole('list', { name: 'Activity' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Rolled back to version 22026-11-22 17:05:00 · Erin Operator',
      'Published version 32026-11-22 16:30:12 · Erin Operator',
      'Saved draft 012345 (save 2)2026-11-22 16:29:40 · Erin Operator',
      'Started draft 0123452026-11-22 16:01:02 · employee@demo.fair',
      'Scheduled a window (version 2)2026-11-21 09:00:00 · cli',
    ]);
  });

  it('lists the versions with who and when, and rolls back to one after confirmation', async () => {
    replyOperator(api);
    api.reply(`POST ${BASE}/rollback`, ok({ liveVersion: 2 }));
    renderPortalAt(PAGE_URL);
    const list = within(await screen.findByRole('list', { name: 'Versions' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Version 32026-11-22 16:30:12 · Erin OperatorLiveWhat changed in version 3',
      'Version 22026-11-20 10:02:45 · employee@demo.fairRoll backWhat changed in version 2',
      'Version 12026-11-01 08:00:00 · seedRoll backWhat changed in version 1',
    ]);
    fireEvent.click(list.getByRole('button', { name: 'Roll back to version 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Make version 2 the live configuration again?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Version 2 is live again.');
    expect(api.sentTo(`POST ${BASE}/rollback`)[0]?.body).toEqual({
      version: 2,
    });
  });

  it('tells what a version changed from the one before, field by field, when asked', async () => {
    replyOperator(api);
    const changed = structuredClone(live.document) as typeof live.document & { sections: { SERVICES: { primary: Array<{ title: string }> } } };
    changed.sections.SERVICES.primary[0]!.title = 'Visas in three days';
    api.reply(`GET ${BASE}/versions/3`, ok({ version: 3, document: changed }));
    api.reply(`GET ${BASE}/versions/2`, ok({ version: 2, document: live.document }));
    renderPortalAt(PAGE_URL);
    fireEvent.click(await screen.findByText('What changed in version 3'));
    const changes = await screen.findByRole('list', { name: 'Changes in version 3' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Services (SERVICES) › Big tiles 1 › Title: “Visa & invitation letter” → “Visas in three days”']);
    expect(api.sentTo(`GET ${BASE}/versions/1`)).toEqual([]);
  });

  it('does not roll back when the operator cancels', async () => {
    replyOperator(api);
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
