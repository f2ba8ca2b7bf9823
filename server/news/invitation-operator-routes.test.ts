import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PressInvitationDocument } from '../../common/generated/types.js';
import { validateOperatorAuditList, validateOperatorPressInvitation, validateOperatorPressInvitationList } from '../../common/generated/validators.js';
import { loginAs, type TestLogin } from '../auth/testing/login.js';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';

const API = '/work/api/news/invitations';
/** The seed's invitation with two of its two seats taken. */
const FULL = 'smart-appliance-media-tour';

const document = (changes: Partial<PressInvitationDocument> = {}): PressInvitationDocument => ({
  id: 'hall-5-opening-briefing',
  title: { EN_US: 'Hall 5 opening briefing', ZH_CN: '5号馆开馆媒体见面会' },
  place: { EN_US: 'Hall 5, press room', ZH_CN: '5号馆新闻发布厅' },
  eventTime: '2099-05-02 10:00:00',
  registrationDeadline: '2099-05-01 18:00:00',
  capacity: 40,
  status: 'OPEN',
  ...changes,
});

describe.each(testDatabases)('the operators’ press invitations /work/api/news/invitations on $name', (kind) => {
  let portal: TestApp;
  let employee: TestLogin;
  let buyer: TestLogin;
  beforeAll(async () => {
    portal = await openTestApp(kind);
    employee = await loginAs(portal.app, 'employee@demo.fair');
    buyer = await loginAs(portal.app, 'buyer@demo.fair');
  });
  afterAll(() => portal?.close());

  /** As the employee, unless another login (null: a visitor) is given. */
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, login: TestLogin | null = employee) =>
    portal.app.inject({ method, url, payload: payload as object, headers: { 'accept-language': 'en-US', ...login?.headers } });
  const publicInvitation = async (id: string, lang = 'zh-CN') => (await portal.app.inject(`/b2bshop/api/news/invitations/${id}?lang=${lang}`)).json();

  it.each([
    ['GET', API],
    ['POST', API, { document: document() }],
    ['GET', `${API}/${FULL}`],
    ['PUT', `${API}/${FULL}`, { document: document({ id: FULL }) }],
    ['GET', `${API}/${FULL}/audit`],
  ] as const)('%s %s: 401 for a visitor, 403 E403_NOT_EMPLOYEE for a buyer', async (method, url, payload?: unknown) => {
    expect((await call(method, url, payload, null)).statusCode).toBe(401);
    const refused = await call(method, url, payload, buyer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorList[0].errorCode).toBe('E403_NOT_EMPLOYEE');
  });

  it('lists every invitation with its sign-ups and what visitors are told', async () => {
    const response = await call('GET', API);
    expect(validateOperatorPressInvitationList(response.json())).toBe(true);
    const full = response.json().invitations.find((item: { document: { id: string } }) => item.document.id === FULL);
    expect(full).toMatchObject({ registeredCount: 2, shownStatus: 'FULL', document: { capacity: 2, status: 'OPEN' } });
  });

  it('creates an invitation media members can open, changes its seats and closes it, recording who did it', async () => {
    const created = await call('POST', API, { document: document() });
    expect(created.statusCode).toBe(201);
    expect(validateOperatorPressInvitation(created.json())).toBe(true);
    expect(created.json()).toMatchObject({ registeredCount: 0, shownStatus: 'OPEN' });
    expect(await publicInvitation('hall-5-opening-briefing')).toMatchObject({ title: '5号馆开馆媒体见面会', capacity: 40, status: 'OPEN' });
    expect((await call('POST', API, { document: document() })).json().errorList[0]).toMatchObject({
      errorCode: 'E400_INVALID_PRESS_INVITATION',
      pointer: '/id',
    });

    const closed = await call('PUT', `${API}/hall-5-opening-briefing`, { document: document({ capacity: 60, status: 'CLOSED' }) });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ shownStatus: 'CLOSED', document: { capacity: 60 } });
    expect(await publicInvitation('hall-5-opening-briefing', 'en-US')).toMatchObject({ title: 'Hall 5 opening briefing', status: 'CLOSED' });

    const audit = await call('GET', `${API}/hall-5-opening-briefing/audit`);
    expect(validateOperatorAuditList(audit.json())).toBe(true);
    expect(audit.json().entries.map((entry: { action: string; by: string }) => `${entry.action} ${entry.by}`)).toEqual([
      'saved Eli Employee',
      'created Eli Employee',
    ]);
  });

  it.each([
    ['fewer seats than sign-ups', FULL, { id: FULL, capacity: 1 }, '/capacity', 'must be at least the 2 media members who signed up'],
    ['a deadline after the event', FULL, { id: FULL, registrationDeadline: '2099-05-03 00:00:00' }, '/registrationDeadline', 'must not be after the event'],
    ['a date that does not exist', FULL, { id: FULL, eventTime: '2099-02-30 10:00:00' }, '/eventTime', 'is not a date of the calendar'],
    ['another id', FULL, { id: 'renamed' }, '/id', 'cannot change: articles and addresses name the invitation by it'],
    ['a title missing in one language', FULL, { id: FULL, title: { EN_US: 'Only English' } as PressInvitationDocument['title'] }, '/title/ZH_CN', undefined],
  ])('refuses %s with 400 E400_INVALID_PRESS_INVITATION at its pointer, changing nothing', async (_, id, changes, pointer, message) => {
    const before = (await call('GET', `${API}/${id}`)).json();
    const refused = await call('PUT', `${API}/${id}`, { document: document(changes) });
    expect(refused.statusCode).toBe(400);
    const [first] = refused.json().errorList;
    expect(first).toMatchObject({ errorCode: 'E400_INVALID_PRESS_INVITATION', pointer });
    if (message) expect(first.errorMessage).toBe(`${pointer} ${message}`);
    expect((await call('GET', `${API}/${id}`)).json()).toEqual(before);
  });

  it('answers 404 E404_PRESS_INVITATION for an unknown one', async () => {
    const unknown = await call('PUT', `${API}/no-such-invitation`, { document: document({ id: 'no-such-invitation' }) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorList[0].errorCode).toBe('E404_PRESS_INVITATION');
  });
});
