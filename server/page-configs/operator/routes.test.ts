import { describe, expect, it } from 'vitest';
import {
  validateConfigValidationReply,
  validateOperatorAuditList,
  validateErrorResponse,
  validateOperatorLivePageConfig,
  validatePageConfig,
  validatePageConfigDraft,
  validatePageConfigDraftList,
  validatePageConfigVersionList,
} from '../../../common/generated/validators.js';
import { testDatabases } from '../../db/testing/databases.js';
import { API, openOperatorApi, type Document } from './testing/operator-api.js';

describe.each(testDatabases)('the operator API /work/api/pageConfigs/{page} on $name', (kind) => {
  const api = openOperatorApi(kind);
  const { sessions, call, live, newDraft, publicConfig, moduleOrder } = api;

  describe('refuses everyone but employees', () => {
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', `${API}?lang=en-US`],
      ['POST', `${API}/validate?lang=en-US`, { document: {} }],
      ['GET', `${API}/drafts?lang=en-US`],
      ['POST', `${API}/drafts?lang=en-US`, { baseVersion: 1, document: {} }],
      ['GET', `${API}/drafts/${'a'.repeat(32)}?lang=en-US`],
      ['PUT', `${API}/drafts/${'a'.repeat(32)}?lang=en-US`, { revision: 1, document: {} }],
      ['POST', `${API}/drafts/${'a'.repeat(32)}/publish?lang=en-US`, {}],
      ['DELETE', `${API}/drafts/${'a'.repeat(32)}?lang=en-US`],
      ['GET', `${API}/versions?lang=en-US`],
      ['GET', `${API}/versions/1?lang=en-US`],
      ['POST', `${API}/rollback?lang=en-US`, { version: 1 }],
      ['GET', `${API}/audit?lang=en-US`],
      ['POST', `${API}/schedules?lang=en-US`, { kind: 'slot', module: 'ACTIVITIES', startTime: '2026-01-01 00:00:00', closeTime: '2026-02-01 00:00:00' }],
    ];

    it.each(routes)('%s %s: a visitor gets 401 E401_LOGIN_REQUIRED', async (method, url, payload) => {
      const response = await call(method, url, 'visitor', payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().errorList[0].errorCode).toBe('E401_LOGIN_REQUIRED');
    });

    it.each(routes)('%s %s: a buyer or a seller gets 403 E403_NOT_EMPLOYEE', async (method, url, payload) => {
      for (const role of ['buyer', 'seller'] as const) {
        const response = await call(method, url, role, payload);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ errorList: [{ errorCode: 'E403_NOT_EMPLOYEE', errorMessage: 'Operating pages is for employee accounts only.' }] });
      }
    });

    it('refuses a write without the session’s X-XSRF-TOKEN', async () => {
      const response = await api.portal.app.inject({
        method: 'POST',
        url: `${API}/validate?lang=en-US`,
        payload: { document: {} },
        headers: { cookie: sessions.employee.cookie },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorList[0].errorCode).toBe('E403_CSRF_TOKEN');
    });
  });

  it('answers the live configuration without its version, and 404 for a page without one', async () => {
    const response = await call('GET', `${API}?lang=zh-CN`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(validateOperatorLivePageConfig(body), JSON.stringify(validateOperatorLivePageConfig.errors)).toBe(true);
    expect(body).toMatchObject({ page: 'mobile-home', language: 'zh-CN', liveVersion: 1, document: { page: 'mobile-home', language: 'zh-CN' } });
    expect(body.document).not.toHaveProperty('version');
    expect((await call('GET', '/work/api/pageConfigs/mobile-search?lang=en-US')).json().errorList[0].errorCode).toBe('E404_PAGE_CONFIG');
  });

  it('validates a document: each error as a JSON pointer and a message in the request’s language', async () => {
    const { document } = await live();
    const ok = await call('POST', `${API}/validate?lang=en-US`, 'employee', { document });
    expect(ok.json()).toEqual({ valid: true, errors: [] });

    const broken = { ...document, language: 'zh-CN', flagMask: 128, orderingSlots: [{ status: 'ON', udfs: { module: 'ACTIVITIES' } }] };
    const english = (await call('POST', `${API}/validate?lang=en-US`, 'employee', { document: broken })).json();
    expect(validateConfigValidationReply(english)).toBe(true);
    expect(english.valid).toBe(false);
    expect(english.errors).toEqual(
      expect.arrayContaining([
        { pointer: '/orderingSlots/0/status', message: 'must be one of ENABLE, DISABLE' },
        { pointer: '/flagMask', message: 'must be at most 127' },
        { pointer: '/language', message: 'must be en-US, as the page and language being edited' },
      ]),
    );
    const chinese = (await call('POST', `${API}/validate?lang=en-US`, 'employee', { document: broken }, { 'accept-language': 'zh-CN' })).json();
    expect(chinese.errors).toContainEqual({ pointer: '/flagMask', message: '不能大于 127' });
    const notAnObject = (await call('POST', `${API}/validate?lang=en-US`, 'employee', { document: [1] }, { 'x-user-lan': 'en-US' })).json();
    expect(notAnObject).toEqual({ valid: false, errors: [{ pointer: '', message: 'must be of type object' }] });
  });

  it('saves any draft, lists it, and refuses a save based on an older revision without changing the stored draft', async () => {
    const { document, liveVersion } = await live();
    const invalid = { ...document, flagMask: -1 };
    const created = await newDraft(invalid);
    expect(validatePageConfigDraft(created), JSON.stringify(validatePageConfigDraft.errors)).toBe(true);
    expect(created).toMatchObject({ page: 'mobile-home', language: 'en-US', baseVersion: liveVersion, revision: 1, updatedBy: 'Eli Employee' });
    expect(created.errors).toEqual([{ pointer: '/flagMask', message: 'must be at least 0' }]);

    const list = (await call('GET', `${API}/drafts?lang=en-US`)).json();
    expect(validatePageConfigDraftList(list)).toBe(true);
    expect(list.drafts[0]).toMatchObject({ id: created.id, revision: 1 });
    expect((await call('GET', `${API}/drafts?lang=zh-CN`)).json().drafts.map((draft: { id: string }) => draft.id)).not.toContain(created.id);

    const saved = await call('PUT', `${API}/drafts/${created.id}?lang=en-US`, 'employee', { revision: 1, document: { ...document, flagMask: 3 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ revision: 2, errors: [], document: { flagMask: 3 } });

    const late = await call('PUT', `${API}/drafts/${created.id}?lang=en-US`, 'employee', { revision: 1, document: { ...document, flagMask: 5 } });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorList[0].errorCode).toBe('E409_DRAFT_CHANGED');
    expect((await call('GET', `${API}/drafts/${created.id}?lang=en-US`)).json()).toMatchObject({ revision: 2, document: { flagMask: 3 } });

    expect((await call('GET', `${API}/drafts/${created.id}?lang=zh-CN`)).statusCode).toBe(404);
    const unknown = await call('PUT', `${API}/drafts/${'0'.repeat(32)}?lang=en-US`, 'employee', { revision: 1, document });
    expect(unknown.json().errorList[0].errorCode).toBe('E404_DRAFT');
  });

  it('deletes a draft an operator abandons, and answers 404 for one that is gone or of another page', async () => {
    const draft = await newDraft((await live()).document);
    expect((await call('DELETE', `${API}/drafts/${draft.id}?lang=zh-CN`)).statusCode).toBe(404);
    expect((await call('DELETE', `${API}/drafts/${draft.id}?lang=en-US`)).statusCode).toBe(204);
    expect((await call('GET', `${API}/drafts/${draft.id}?lang=en-US`)).statusCode).toBe(404);
    const again = await call('DELETE', `${API}/drafts/${draft.id}?lang=en-US`);
    expect(again.statusCode).toBe(404);
    expect(again.json().errorList[0].errorCode).toBe('E404_DRAFT');
  });

  it('publishes a reordered draft as a new live version that visitors get at once, and deletes the draft', async () => {
    const { document, liveVersion } = await live();
    const [first, second, ...rest] = document.orderingSlots;
    const reordered = { ...document, orderingSlots: [second, first, ...rest] };
    const draft = await newDraft(reordered);

    const published = await call('POST', `${API}/drafts/${draft.id}/publish?lang=en-US`, 'employee', {});
    expect(published.statusCode).toBe(201);
    expect(published.json()).toEqual({ version: liveVersion + 1 });
    const served = await publicConfig();
    expect(served.version).toBe(liveVersion + 1);
    expect(moduleOrder(served)).toEqual(moduleOrder(reordered as Document));
    expect(validatePageConfig(served)).toBe(true);
    expect((await call('GET', `${API}/drafts/${draft.id}?lang=en-US`)).statusCode).toBe(404);

    const versions = (await call('GET', `${API}/versions?lang=en-US`)).json();
    expect(validatePageConfigVersionList(versions), JSON.stringify(validatePageConfigVersionList.errors)).toBe(true);
    expect(versions.liveVersion).toBe(liveVersion + 1);
    expect(versions.versions[0]).toMatchObject({ version: liveVersion + 1, createdBy: 'Eli Employee', live: true });
    expect(versions.versions[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(versions.versions.at(-1)).toMatchObject({ version: 1, createdBy: 'seed', live: false });
  });

  it('refuses to publish an invalid draft with 400 E400_INVALID_PAGE_CONFIG naming each pointer; nothing goes live', async () => {
    const before = await publicConfig();
    const { document } = await live();
    const draft = await newDraft({ ...document, orderingSlots: [{ status: 'MAYBE', udfs: { module: 'ACTIVITIES' } }] });
    const response = await call('POST', `${API}/drafts/${draft.id}/publish?lang=en-US`, 'employee', {});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(validateErrorResponse(body)).toBe(true);
    expect(body.errorList).toEqual([
      { errorCode: 'E400_INVALID_PAGE_CONFIG', errorMessage: '/orderingSlots/0/status must be one of ENABLE, DISABLE', pointer: '/orderingSlots/0/status' },
    ]);
    expect((await publicConfig()).version).toBe(before.version);
    expect((await call('GET', `${API}/drafts/${draft.id}?lang=en-US`)).statusCode).toBe(200);
  });

  it('refuses a stale draft with 409 E409_STALE_DRAFT and keeps it, when another publish came in between', async () => {
    const { document, liveVersion } = await live();
    const mine = await newDraft({ ...document, flagMask: 1 });
    const theirs = await newDraft({ ...document, flagMask: 2 });
    expect((await call('POST', `${API}/drafts/${theirs.id}/publish?lang=en-US`, 'employee', {})).statusCode).toBe(201);

    const response = await call('POST', `${API}/drafts/${mine.id}/publish?lang=en-US`, 'employee', {});
    expect(response.statusCode).toBe(409);
    expect(response.json().errorList[0]).toEqual({
      errorCode: 'E409_STALE_DRAFT',
      errorMessage: `This draft is based on version ${liveVersion}, but version ${liveVersion + 1} is live now. Reload the live configuration and apply your changes to it; the draft is kept.`,
    });
    expect((await call('GET', `${API}/drafts/${mine.id}?lang=en-US`)).json()).toMatchObject({ document: { flagMask: 1 } });
    expect((await publicConfig()).flagMask).toBe(2);
  });

  it('rolls back to any stored version and says 404 for an unknown one', async () => {
    const { document } = await live('zh-CN');
    const draft = await newDraft({ ...document, flagMask: 9 }, undefined, 'zh-CN');
    const { version } = (await call('POST', `${API}/drafts/${draft.id}/publish?lang=zh-CN`, 'employee', {})).json();
    expect((await publicConfig('zh-CN')).flagMask).toBe(9);

    const stored = await call('GET', `${API}/versions/1?lang=zh-CN`);
    expect(stored.json()).toMatchObject({ version: 1, document: { flagMask: document.flagMask } });
    expect(stored.json().document).not.toHaveProperty('version');

    const rolledBack = await call('POST', `${API}/rollback?lang=zh-CN`, 'employee', { version: 1 });
    expect(rolledBack.statusCode).toBe(200);
    expect(rolledBack.json()).toEqual({ liveVersion: 1 });
    expect(await publicConfig('zh-CN')).toMatchObject({ version: 1, flagMask: document.flagMask });
    const list = (await call('GET', `${API}/versions?lang=zh-CN`)).json();
    expect(list.versions.filter((entry: { live: boolean }) => entry.live).map((entry: { version: number }) => entry.version)).toEqual([1]);
    expect(list.versions[0]).toMatchObject({ version, live: false });

    for (const url of [`${API}/rollback?lang=zh-CN`]) {
      const unknown = await call('POST', url, 'employee', { version: 999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorList[0].errorCode).toBe('E404_PAGE_CONFIG_VERSION');
    }
    expect((await call('GET', `${API}/versions/999?lang=zh-CN`)).statusCode).toBe(404);
  });

  it('refuses a draft based on a version that was rolled back from (publishing it would undo the rollback), and takes one based on the live version', async () => {
    const { document, liveVersion } = await live('zh-CN');
    const basedOnLive = await newDraft({ ...document, flagMask: 17 }, liveVersion, 'zh-CN');
    const next = await newDraft({ ...document, flagMask: 33 }, liveVersion, 'zh-CN');
    const { version } = (await call('POST', `${API}/drafts/${next.id}/publish?lang=zh-CN`, 'employee', {})).json();
    const basedOnNext = await newDraft({ ...document, flagMask: 65 }, version, 'zh-CN');
    expect((await call('POST', `${API}/rollback?lang=zh-CN`, 'employee', { version: liveVersion })).json()).toEqual({ liveVersion });

    const refused = await call('POST', `${API}/drafts/${basedOnNext.id}/publish?lang=zh-CN`, 'employee', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorList[0].errorCode).toBe('E409_STALE_DRAFT');
    expect((await call('POST', `${API}/drafts/${basedOnLive.id}/publish?lang=zh-CN`, 'employee', {})).json()).toEqual({ version: version + 1 });
    expect((await publicConfig('zh-CN')).flagMask).toBe(17);
  });

  it('lists every save, publish, rollback and deletion with who and when, the newest first, per page and language', async () => {
    const { document, liveVersion } = await live('en-US');
    const draft = await newDraft({ ...document, flagMask: 5 });
    const saved = await call('PUT', `${API}/drafts/${draft.id}?lang=en-US`, 'employee', { revision: draft.revision, document: { ...document, flagMask: 7 } });
    expect(saved.statusCode).toBe(200);
    const { version } = (await call('POST', `${API}/drafts/${draft.id}/publish?lang=en-US`, 'employee', {})).json();
    await call('POST', `${API}/rollback?lang=en-US`, 'employee', { version: liveVersion });
    const abandoned = await newDraft(document);
    expect((await call('DELETE', `${API}/drafts/${abandoned.id}?lang=en-US`)).statusCode).toBe(204);
    // Refused changes leave no entry.
    expect((await call('PUT', `${API}/drafts/${draft.id}?lang=en-US`, 'employee', { revision: 1, document })).statusCode).toBe(404);

    const response = await call('GET', `${API}/audit?lang=en-US`);
    expect(response.statusCode).toBe(200);
    const { entries } = response.json<{ entries: Array<Record<string, unknown>> }>();
    expect(validateOperatorAuditList(response.json())).toBe(true);
    expect(entries.slice(0, 6)).toMatchObject([
      { action: 'draftDeleted', draftId: abandoned.id, by: 'Eli Employee' },
      { action: 'draftCreated', draftId: abandoned.id },
      { action: 'rolledBack', version: liveVersion },
      { action: 'published', version, draftId: draft.id },
      { action: 'draftSaved', draftId: draft.id, revision: 2 },
      { action: 'draftCreated', draftId: draft.id, revision: 1 },
    ]);
    expect(entries[0]?.at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const ids = entries.map((entry) => entry.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // The other language's list is its own.
    const other = (await call('GET', `${API}/audit?lang=zh-CN`)).json<{ entries: Array<{ draftId?: string }> }>();
    expect(other.entries.some((entry) => entry.draftId === draft.id)).toBe(false);
    // The next tests expect the newest version live.
    await call('POST', `${API}/rollback?lang=en-US`, 'employee', { version });
  });

  it('schedules a slot’s window and a switch’s window as new live versions, validated like any publish', async () => {
    const { liveVersion } = await live();
    const slot = await call('POST', `${API}/schedules?lang=en-US`, 'employee', {
      kind: 'slot',
      module: 'ACTIVITIES',
      startTime: '2026-12-01 09:00:00',
      closeTime: '2026-12-08 18:00:00',
    });
    expect(slot.statusCode).toBe(201);
    expect(slot.json()).toEqual({ version: liveVersion + 1 });
    const withSlot = await publicConfig();
    expect(withSlot.orderingSlots.find((entry) => entry.udfs.module === 'ACTIVITIES')).toEqual({
      status: 'ENABLE',
      udfs: { module: 'ACTIVITIES', startTime: '2026-12-01 09:00:00', closeTime: '2026-12-08 18:00:00' },
    });

    const toggle = await call('POST', `${API}/schedules?lang=en-US`, 'employee', {
      kind: 'switch',
      name: 'VIRTUALPAVILION',
      startTime: '2026-12-01 09:00:00',
      closeTime: '2026-12-02 09:00:00',
      popUpCopywriter: 'The VR hall opens on 1 December.',
    });
    expect(toggle.json()).toEqual({ version: liveVersion + 2 });
    const switches = (await publicConfig()).switches.filter((entry) => (entry.udfs as { name: string }).name === 'VIRTUALPAVILION');
    expect(switches).toEqual([
      expect.objectContaining({
        udfs: { name: 'VIRTUALPAVILION', state: 'LSENABLED', startTime: '2026-12-01 09:00:00', closeTime: '2026-12-02 09:00:00' },
        PopUpCopywriter: 'The VR hall opens on 1 December.',
      }),
    ]);

    const backwards = await call('POST', `${API}/schedules?lang=en-US`, 'employee', {
      kind: 'slot',
      module: 'ACTIVITIES',
      startTime: '2026-12-08 18:00:00',
      closeTime: '2026-12-01 09:00:00',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errorList).toEqual([
      expect.objectContaining({ errorCode: 'E400_INVALID_PAGE_CONFIG', pointer: expect.stringMatching(/^\/orderingSlots\/\d+\/udfs\/closeTime$/) }),
    ]);
    const noSlot = await call('POST', `${API}/schedules?lang=en-US`, 'employee', {
      kind: 'slot',
      module: 'NOSUCHSECTION',
      startTime: '2026-12-01 09:00:00',
      closeTime: '2026-12-02 09:00:00',
    });
    expect(noSlot.statusCode).toBe(400);
    expect(noSlot.json().errorList[0]).toEqual({ errorCode: 'E400_VALIDATION', errorMessage: 'The page has no ordering slot for NOSUCHSECTION.' });
    const badTime = await call('POST', `${API}/schedules?lang=en-US`, 'employee', {
      kind: 'switch',
      name: 'CBECP',
      startTime: 'tomorrow',
      closeTime: '2026-12-02 09:00:00',
    });
    expect(badTime.statusCode).toBe(400);
    expect((await live()).liveVersion).toBe(liveVersion + 2);
  });
});
