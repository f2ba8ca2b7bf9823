import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, AnnouncementDocument } from '../../../common/generated/types.js';
import { validateOperatorAnnouncement, validateOperatorAnnouncementList, validateOperatorAuditList } from '../../../common/generated/validators.js';
import { nowAsWallTime } from '../../../common/wall-time.js';
import { loginAs, type TestLogin } from '../../auth/testing/login.js';
import { testDatabases } from '../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../testing/app.js';

const API = '/work/api/announcements';
const PUBLIC = '/b2bshop/api/themeRos/public/indexSiteAnnouncements/searchByVariables';

/** What the home page asks for now (spec §7), as the client sends it. */
function shownOnHomePage(language: string): string {
  const now = nowAsWallTime();
  const filter = {
    join: 'and',
    items: [
      { field: 'industrySite.id', op: 'isNotNull' },
      { field: 'siteAnnouncementPlaces.place', op: 'in', value: ['MALL_PAGE'] },
      { field: 'duration.fromTime', op: 'lte', value: now },
      { field: 'duration.toTime', op: 'gte', value: now },
      { field: 'status', op: 'eq', value: 'ACTIVE' },
      { field: 'udfs.displayPage', op: 'eq', value: 'HOMEPAGE' },
      { field: 'udfs.language', op: 'eq', value: language },
    ],
  };
  return `${PUBLIC}?${qs.stringify({ unbox: true, size: 20, page: 0, sort: 'duration.fromTime,desc', filter }, { arrayFormat: 'indices', encodeValuesOnly: true })}`;
}

const document = (changes: Partial<AnnouncementDocument> = {}): AnnouncementDocument => ({
  title: 'Hall 3 opens an hour early on Monday',
  redirectType: 'URL',
  linkUrl: '/m/en-US/customPages/help',
  fromTime: '2026-01-01 00:00:00',
  toTime: '2099-12-31 23:59:59',
  status: 'ACTIVE',
  displayPage: 'HOMEPAGE',
  ...changes,
});

type Role = 'employee' | 'buyer' | 'visitor';

describe.each(testDatabases)('the operators’ announcements /work/api/announcements on $name', (kind) => {
  let portal: TestApp;
  const sessions = {} as Record<Exclude<Role, 'visitor'>, TestLogin>;
  beforeAll(async () => {
    portal = await openTestApp(kind);
    sessions.employee = await loginAs(portal.app, 'employee@demo.fair');
    sessions.buyer = await loginAs(portal.app, 'buyer@demo.fair');
  });
  afterAll(() => portal?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, role: Role = 'employee') =>
    portal.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { 'accept-language': 'en-US', ...(role === 'visitor' ? {} : sessions[role].headers) },
    });
  const publicTitles = async (language: string) =>
    (await portal.app.inject(shownOnHomePage(language))).json()._embedded['b2b:siteAnnouncements'].map((item: Announcement) => item.title);

  it.each([
    ['GET', `${API}?lang=en-US`],
    ['POST', `${API}?lang=en-US`, { document: document() }],
    ['GET', `${API}/101`],
    ['PUT', `${API}/101`, { document: document() }],
    ['DELETE', `${API}/101`],
    ['GET', `${API}/101/audit`],
  ] as const)('%s %s: 401 for a visitor, 403 E403_NOT_EMPLOYEE for a buyer', async (method, url, payload?: unknown) => {
    const visitor = await call(method, url, payload, 'visitor');
    expect(visitor.statusCode).toBe(401);
    const buyer = await call(method, url, payload, 'buyer');
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json().errorList[0].errorCode).toBe('E403_NOT_EMPLOYEE');
  });

  it('lists a language’s announcements, shown or not, in the visitors’ order, saying which are shown now', async () => {
    const response = await call('GET', `${API}?lang=en-US`);
    expect(response.statusCode).toBe(200);
    expect(validateOperatorAnnouncementList(response.json())).toBe(true);
    const { announcements } = response.json<{ announcements: Array<{ id: string; language: string; document: AnnouncementDocument; shownNow: boolean }> }>();
    expect(announcements.length).toBeGreaterThan(3);
    expect(announcements.every((item) => item.language === 'en-US')).toBe(true);
    const starts = announcements.map((item) => item.document.fromTime);
    expect(starts).toEqual([...starts].sort().reverse());
    const shownTitles = announcements.filter((item) => item.shownNow && item.document.displayPage === 'HOMEPAGE').map((item) => item.document.title);
    expect(new Set(shownTitles)).toEqual(new Set(await publicTitles('en-US')));
  });

  it('creates an announcement the home page shows at once, changes it, records who did it, and deletes it', async () => {
    const created = await call('POST', `${API}?lang=zh-CN`, {
      document: document({ title: '三号馆周一提前一小时开馆', linkUrl: '/m/zh-CN/customPages/help' }),
    });
    expect(created.statusCode).toBe(201);
    expect(validateOperatorAnnouncement(created.json())).toBe(true);
    const { id } = created.json<{ id: string }>();
    expect(created.json()).toMatchObject({ language: 'zh-CN', shownNow: true });
    expect(await publicTitles('zh-CN')).toContain('三号馆周一提前一小时开馆');
    expect(await publicTitles('en-US')).not.toContain('三号馆周一提前一小时开馆');

    const changed = await call('PUT', `${API}/${id}`, {
      document: document({ title: '三号馆周一照常开馆', redirectType: 'NONE', linkUrl: undefined, status: 'INACTIVE' }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, shownNow: false, document: { title: '三号馆周一照常开馆', redirectType: 'NONE' } });
    expect(changed.json().document).not.toHaveProperty('linkUrl');
    expect(await publicTitles('zh-CN')).not.toContain('三号馆周一照常开馆');

    const audit = await call('GET', `${API}/${id}/audit`);
    expect(validateOperatorAuditList(audit.json())).toBe(true);
    expect(audit.json().entries.map((entry: { action: string; by: string }) => `${entry.action} ${entry.by}`)).toEqual([
      'saved Eli Employee',
      'created Eli Employee',
    ]);

    expect((await call('DELETE', `${API}/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `${API}/${id}`)).json().errorList[0].errorCode).toBe('E404_ANNOUNCEMENT');
    expect((await call('PUT', `${API}/${id}`, { document: document() })).statusCode).toBe(404);
    expect((await call('DELETE', `${API}/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `${API}/${id}/audit`)).json().entries[0].action).toBe('deleted');
  });

  it.each([
    ['an empty title', { title: ' ' }, '/title'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, '/title'],
    ['a window that ends before it starts', { fromTime: '2026-05-01 00:00:00', toTime: '2026-04-30 23:59:59' }, '/toTime'],
    ['a date that is not a UTC+8 wall time', { fromTime: '2026-13-01 00:00:00' }, '/fromTime'],
    ['a URL link without its address', { linkUrl: undefined }, '/linkUrl'],
    ['a date that does not exist', { toTime: '2027-02-30 12:00:00' }, '/toTime'],
    ['a script address', { linkUrl: 'javascript:alert(1)' }, '/linkUrl'],
    ['a protocol-relative address', { linkUrl: '//evil.example/x' }, '/linkUrl'],
    ['an unknown display page', { displayPage: 'NOWHERE' as 'HOMEPAGE' }, '/displayPage'],
  ])('refuses %s with 400 E400_INVALID_ANNOUNCEMENT at its pointer, storing nothing', async (_, changes, pointer) => {
    const before = (await call('GET', `${API}?lang=en-US`)).json().announcements.length;
    const response = await call('POST', `${API}?lang=en-US`, { document: document(changes) });
    expect(response.statusCode).toBe(400);
    const [first] = response.json().errorList;
    expect(first).toMatchObject({ errorCode: 'E400_INVALID_ANNOUNCEMENT', pointer });
    expect((await call('GET', `${API}?lang=en-US`)).json().announcements.length).toBe(before);
  });

  it('answers in the operator’s language', async () => {
    const response = await portal.app.inject({
      method: 'POST',
      url: `${API}?lang=en-US`,
      payload: { document: document({ fromTime: '2026-05-01 00:00:00', toTime: '2026-04-30 23:59:59' }) },
      headers: { 'accept-language': 'zh-CN', ...sessions.employee.headers },
    });
    expect(response.json().errorList[0].errorMessage).toBe('/toTime 结束时间必须晚于开始时间');
  });
});
