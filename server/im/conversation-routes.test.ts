import { beforeAll, describe, expect, it } from 'vitest';
import { validateImConversationList, validateImMessage, validateImMessageList, validateImUnread } from '../../common/generated/validators.js';
import { translate } from '../../common/i18n/messages.js';
import { parseWallTime } from '../../common/time.js';
import { readHotlineNumbers } from '../config/hotline.js';
import { testDatabases } from '../db/testing/databases.js';
import { ACCOUNTS, expectError, imCall, openImPortal, SEEDED_TEXTS, signatureOf, type Who } from './testing/im-kit.js';
import { signLocalImToken } from './local-im-token.js';

const WALL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const SUBSITE: Partial<Record<Who, 'member' | 'seller' | 'work'>> = {
  buyer: 'member',
  member: 'member',
  newbuyer: 'member',
  seller: 'seller',
  employee: 'work',
};

describe.each(testDatabases)('the local IM on $name', (kind) => {
  const portal = openImPortal(kind);
  const sigs: Partial<Record<Who, string>> = {};
  beforeAll(async () => {
    for (const who of ['buyer', 'member', 'newbuyer', 'seller', 'employee'] as const)
      sigs[who] = await signatureOf(portal.app, portal.sessions[who], SUBSITE[who] ?? 'member');
  });

  const as = (who: Who) => {
    const base = `/${SUBSITE[who]}/api/im`;
    const call = (method: 'GET' | 'POST', url: string, payload?: object, language?: 'en-US' | 'zh-CN') =>
      imCall(portal.app, {
        method,
        url: `${base}${url}`,
        session: portal.sessions[who],
        ...(sigs[who] ? { imUserSig: sigs[who] } : {}),
        ...(payload ? { payload } : {}),
        ...(language ? { language } : {}),
      });
    const ok = async (method: 'GET' | 'POST', url: string, payload?: object, status = 200, language?: 'en-US' | 'zh-CN') => {
      const response = await call(method, url, payload, language);
      expect(response.statusCode, response.body).toBe(status);
      return response.json();
    };
    return {
      call,
      conversations: async (language?: 'en-US' | 'zh-CN') => {
        const body = await ok('GET', '/conversations', undefined, 200, language);
        expect(validateImConversationList(body), JSON.stringify(validateImConversationList.errors)).toBe(true);
        return body.conversations as {
          peerId: string;
          peerName: string;
          lastMessage: { text: string; sentAt: string; fromMe: boolean } | null;
          unreadCount: number;
        }[];
      },
      messages: async (peerId: string, query = '') => {
        const body = await ok('GET', `/conversations/${peerId}/messages${query}`);
        expect(validateImMessageList(body), JSON.stringify(validateImMessageList.errors)).toBe(true);
        return body.messages as { id: string; fromMe: boolean; text: string; sentAt: string }[];
      },
      send: async (peerId: string, text: string) => {
        const body = await ok('POST', `/conversations/${peerId}/messages`, { text }, 201);
        expect(validateImMessage(body), JSON.stringify(validateImMessage.errors)).toBe(true);
        return body as { id: string; fromMe: boolean; text: string; sentAt: string };
      },
      read: async (peerId: string) => {
        const body = await ok('POST', `/conversations/${peerId}/read`);
        expect(validateImUnread(body)).toBe(true);
        return body.total as number;
      },
      unread: async () => {
        const body = await ok('GET', '/unread');
        expect(validateImUnread(body)).toBe(true);
        return body.total as number;
      },
    };
  };
  const imEventsSince = (count: number) => portal.events.slice(count).filter((event) => event.body.source === 'IM');

  it('shows the seeded demo conversation, its last message unread by the buyer', async () => {
    const [conversation, ...others] = await as('buyer').conversations();
    expect(others).toEqual([]);
    expect(conversation).toEqual({
      peerId: ACCOUNTS.seller,
      peerName: 'Sam Seller',
      lastMessage: { text: SEEDED_TEXTS[3], sentAt: expect.stringMatching(WALL_TIME), fromMe: false },
      unreadCount: 1,
    });
    // a UTC+8 wall time of a few minutes ago
    expect(Date.now() - parseWallTime(conversation?.lastMessage?.sentAt ?? '').valueOf()).toBeLessThan(10 * 60_000);
    expect(await as('buyer').unread()).toBe(1);
    expect(await as('seller').conversations()).toEqual([
      { peerId: ACCOUNTS.buyer, peerName: 'Alex Buyer', lastMessage: expect.objectContaining({ text: SEEDED_TEXTS[3], fromMe: true }), unreadCount: 0 },
    ]);
    expect(await as('seller').unread()).toBe(0);
  });

  it('lists messages oldest first and pages back with before and size', async () => {
    const all = await as('buyer').messages(ACCOUNTS.seller);
    expect(all.map(({ text }) => text)).toEqual(SEEDED_TEXTS);
    expect(all.map(({ fromMe }) => fromMe)).toEqual([true, false, true, false]);
    const ids = all.map(({ id }) => Number(id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(all.map(({ sentAt }) => sentAt)).toEqual(all.map(({ sentAt }) => sentAt).sort());
    expect(await as('seller').messages(ACCOUNTS.buyer)).toEqual(all.map((message) => ({ ...message, fromMe: !message.fromMe })));

    const newest = await as('buyer').messages(ACCOUNTS.seller, '?size=2');
    expect(newest).toEqual(all.slice(2));
    expect(await as('buyer').messages(ACCOUNTS.seller, `?before=${newest[0]?.id}&size=2`)).toEqual(all.slice(0, 2));
    expect(await as('buyer').messages(ACCOUNTS.seller, `?before=${all[1]?.id}&size=20`)).toEqual(all.slice(0, 1));
    expect(await as('buyer').messages(ACCOUNTS.seller, `?before=${all[0]?.id}`)).toEqual([]);
    // no conversation yet with the customer service
    expect(await as('buyer').messages(ACCOUNTS.service)).toEqual([]);
  });

  it('refuses a page size out of 1..100 and a before that is not a message id', async () => {
    for (const query of ['?size=0', '?size=101', '?size=x', '?before=abc', '?before=0', `?before=${'9'.repeat(19)}`]) {
      expectError(await as('buyer').call('GET', `/conversations/${ACCOUNTS.seller}/messages${query}`), 400, 'E400_VALIDATION');
    }
  });

  it('sends a message: stored trimmed, answered as its sender sees it, and published to the recipient only', async () => {
    const before = portal.events.length;
    const sent = await as('seller').send(ACCOUNTS.buyer, '  Samples ship tomorrow.  ');
    expect(sent).toEqual({ id: expect.stringMatching(/^\d+$/), fromMe: true, text: 'Samples ship tomorrow.', sentAt: expect.stringMatching(WALL_TIME) });
    expect(Math.abs(parseWallTime(sent.sentAt).valueOf() - Date.now())).toBeLessThan(60_000);
    expect(imEventsSince(before)).toEqual([
      { userId: ACCOUNTS.buyer, queue: 'notificationChanged', body: { source: 'IM', peerId: ACCOUNTS.seller, messageId: sent.id } },
    ]);

    expect(await as('buyer').unread()).toBe(2);
    const [conversation] = await as('buyer').conversations();
    expect(conversation).toMatchObject({
      peerId: ACCOUNTS.seller,
      lastMessage: { text: 'Samples ship tomorrow.', fromMe: false, sentAt: sent.sentAt },
      unreadCount: 2,
    });
    const messages = await as('buyer').messages(ACCOUNTS.seller);
    expect(messages.at(-1)).toEqual({ ...sent, fromMe: false });
    expect(await as('seller').unread()).toBe(0);
  });

  it('marks a conversation read: the counts fall, the reader is told, and reading again changes nothing', async () => {
    const before = portal.events.length;
    expect(await as('buyer').read(ACCOUNTS.seller)).toBe(0);
    expect(imEventsSince(before)).toEqual([{ userId: ACCOUNTS.buyer, queue: 'notificationChanged', body: { source: 'IM', reason: 'read' } }]);
    expect((await as('buyer').conversations())[0]?.unreadCount).toBe(0);
    expect(await as('buyer').unread()).toBe(0);

    const again = portal.events.length;
    expect(await as('buyer').read(ACCOUNTS.seller)).toBe(0);
    expect(imEventsSince(again)).toEqual([]);
    // a conversation that does not exist yet reads as nothing unread
    expect(await as('buyer').read(ACCOUNTS.service)).toBe(0);
  });

  it('starts a conversation with the first message, keeps one per pair whoever writes, and counts unread over all of them', async () => {
    const first = await as('member').send(ACCOUNTS.seller, 'Do you ship to Rotterdam?');
    await as('buyer').send(ACCOUNTS.seller, 'Thank you, received.');
    const list = await as('seller').conversations();
    expect(list.map(({ peerId, unreadCount }) => [peerId, unreadCount])).toEqual([
      [ACCOUNTS.buyer, 1],
      [ACCOUNTS.member, 1],
    ]);
    expect(list[1]?.peerName).toBe('Morgan Member');
    expect(await as('seller').unread()).toBe(2);

    const reply = await as('seller').send(ACCOUNTS.member, 'Yes, every week.');
    const thread = await as('member').messages(ACCOUNTS.seller);
    expect(thread.map(({ id, fromMe }) => [id, fromMe])).toEqual([
      [first.id, true],
      [reply.id, false],
    ]);
    expect((await as('seller').conversations()).map(({ peerId }) => peerId)).toEqual([ACCOUNTS.member, ACCOUNTS.buyer]);
    expect(await as('member').conversations()).toHaveLength(1);

    expect(await as('seller').read(ACCOUNTS.member)).toBe(1);
    expect(await as('seller').read(ACCOUNTS.buyer)).toBe(0);
    expect(await as('member').unread()).toBe(1);
  });

  it('lets buyers and sellers chat with the customer service named by the kefu exchange', async () => {
    const kefu = await imCall(portal.app, { method: 'POST', url: '/public/api/imIntegration/postTiMexchangeImUser', payload: { memberId: 'mem-member' } });
    const { imUserId } = kefu.json<{ imUserId: string }>();
    expect(imUserId).toBe(ACCOUNTS.service);
    await as('buyer').send(imUserId, 'How do I book a booth visit?');
    await as('seller').send(imUserId, 'How do I update my booth?');
    // The conversation is with the customer service, named so in the viewer's language (not by the employee's name).
    expect((await as('buyer').conversations()).map(({ peerId, peerName }) => [peerId, peerName])).toContainEqual([ACCOUNTS.service, 'Customer service']);
    expect((await as('seller').conversations('zh-CN')).map(({ peerId, peerName }) => [peerId, peerName])).toContainEqual([ACCOUNTS.service, '在线客服']);
  });

  it('lets the customer service answer under work: its conversations name the buyers and sellers, and they get the reply', async () => {
    await as('buyer').send(ACCOUNTS.service, 'Where is hall 1.1?');
    const service = as('employee');
    const conversations = await service.conversations();
    expect(conversations.map(({ peerId, peerName }) => [peerId, peerName])).toContainEqual([ACCOUNTS.buyer, 'Alex Buyer']);
    await service.send(ACCOUNTS.buyer, 'Hall 1.1 is by the north entrance.');
    const thread = await as('buyer').call('GET', `/conversations/${ACCOUNTS.service}/messages`);
    expect(thread.json().messages.at(-1)).toMatchObject({ fromMe: false, text: 'Hall 1.1 is by the north entrance.' });
  });

  it('refuses a chat between two buyers, with groups, other employees, media, disabled accounts, oneself and unknown ids', async () => {
    const refused: [Who, string][] = [
      ['buyer', ACCOUNTS.member],
      ['member', ACCOUNTS.buyer],
      ['buyer', ACCOUNTS.group],
      ['buyer', ACCOUNTS.media],
      ['seller', ACCOUNTS.media],
      ['buyer', ACCOUNTS.disabled],
      ['buyer', ACCOUNTS.buyer],
      ['seller', ACCOUNTS.seller],
      ['buyer', 'acc-nobody'],
    ];
    const before = portal.events.length;
    for (const [who, peerId] of refused) {
      expectError(
        await as(who).call('POST', `/conversations/${peerId}/messages`, { text: 'Hello' }),
        403,
        'E403_IM_PEER',
        translate('en-US', 'im.peerNotAllowed'),
      );
      expectError(await as(who).call('GET', `/conversations/${peerId}/messages`), 403, 'E403_IM_PEER');
      expectError(await as(who).call('POST', `/conversations/${peerId}/read`), 403, 'E403_IM_PEER');
    }
    expect(imEventsSince(before)).toEqual([]);
    const [count] = await portal.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM im_participants WHERE account_id IN ('acc-group', 'acc-media', 'acc-disabled', 'acc-nobody') OR account_id = peer_id",
    );
    expect(count?.count).toBe(0);
  });

  it('lets a buyer without company information write to the customer service but not to a seller (spec §8 notice)', async () => {
    const notice = translate('en-US', 'company.incompleteNotice');
    expectError(
      await as('newbuyer').call('POST', `/conversations/${ACCOUNTS.seller}/messages`, { text: 'Hello' }),
      403,
      'E403_COMPANY_INFO_INCOMPLETE',
      notice,
    );
    await as('newbuyer').send(ACCOUNTS.service, 'How do I complete my company information?');
    expect(await as('newbuyer').messages(ACCOUNTS.seller)).toEqual([]);
  });

  it('validates the text: 1 to 2,000 characters, not blank, and no sensitive word (with the hotline)', async () => {
    const before = portal.events.length;
    const [{ count: stored } = { count: 0 }] = await portal.db.query<{ count: number }>('SELECT count(*)::int AS count FROM im_messages');
    for (const payload of [{}, { text: '' }, { text: '   ' }, { text: 'x'.repeat(2001) }, { text: 'Hi', attachment: 'x' }]) {
      expectError(await as('buyer').call('POST', `/conversations/${ACCOUNTS.seller}/messages`, payload), 400, 'E400_VALIDATION');
    }
    const { overseas, domestic } = readHotlineNumbers(process.env);
    expectError(
      await as('buyer').call('POST', `/conversations/${ACCOUNTS.seller}/messages`, { text: 'Can you make COUNTERFEIT labels?' }),
      400,
      'E400_SENSITIVE_CONTENT',
      translate('en-US', 'sensitiveContent.hotline', { overseas, domestic }),
    );
    expectError(await as('seller').call('POST', `/conversations/${ACCOUNTS.buyer}/messages`, { text: '我们不卖假货' }), 400, 'E400_SENSITIVE_CONTENT');
    const [{ count: after } = { count: 0 }] = await portal.db.query<{ count: number }>('SELECT count(*)::int AS count FROM im_messages');
    expect(after).toBe(stored);
    expect(imEventsSince(before)).toEqual([]);
    expect((await as('buyer').send(ACCOUNTS.seller, '价'.repeat(2000))).text).toHaveLength(2000);
  });

  it('refuses a visitor (401), accounts without IM (403) and another back office (403) on every local IM call', async () => {
    const calls = [
      ['GET', '/conversations'],
      ['GET', `/conversations/${ACCOUNTS.seller}/messages`],
      ['POST', `/conversations/${ACCOUNTS.seller}/messages`],
      ['POST', `/conversations/${ACCOUNTS.seller}/read`],
      ['GET', '/unread'],
    ] as const;
    for (const [method, path] of calls) {
      const payload = method === 'POST' && path.endsWith('/messages') ? { text: 'Hello' } : undefined;
      const call = (subsite: string, who?: Who, imUserSig?: string) =>
        imCall(portal.app, {
          method,
          url: `/${subsite}/api/im${path}`,
          ...(who ? { session: portal.sessions[who] } : {}),
          ...(imUserSig ? { imUserSig } : {}),
          ...(payload ? { payload } : {}),
        });
      expectError(await call('member'), 401, 'E401_LOGIN_REQUIRED');
      expectError(await call('member', undefined, sigs.buyer), 401, 'E401_LOGIN_REQUIRED');
      for (const [who, subsite] of [
        ['group', 'group'],
        ['media', 'member'],
      ] as const) {
        expectError(await call(subsite, who), 403, 'E403_NOT_IM_USER', 'Your account is not a buyer account and cannot send instant messages.');
      }
      expectError(await call('seller', 'buyer', sigs.buyer), 403, 'E403_IM_SUBSITE');
      expectError(await call('member', 'seller', sigs.seller), 403, 'E403_IM_SUBSITE');
    }
  });

  it("needs the viewer's own valid X-IM-Sig: missing, altered, another user's or expired is 401 E401_IM_SIGNATURE", async () => {
    const [stored] = await portal.db.query<{ secret: string }>('SELECT secret FROM im_token_keys WHERE id = 1');
    const key = Buffer.from(stored?.secret ?? '', 'base64');
    const nowSeconds = Math.floor(Date.now() / 1000);
    const buyerSig = sigs.buyer ?? '';
    const refusedSigs = [
      undefined,
      'not-a-token',
      `${buyerSig.slice(0, -2)}${buyerSig.endsWith('AA') ? 'BB' : 'AA'}`,
      sigs.member,
      signLocalImToken(key, ACCOUNTS.buyer, nowSeconds - 1),
    ];
    for (const imUserSig of refusedSigs) {
      const response = await imCall(portal.app, { url: '/member/api/im/unread', session: portal.sessions.buyer, ...(imUserSig ? { imUserSig } : {}) });
      expectError(response, 401, 'E401_IM_SIGNATURE', translate('en-US', 'im.signatureInvalid'));
    }
    const fresh = signLocalImToken(key, ACCOUNTS.buyer, nowSeconds + 60);
    expect((await imCall(portal.app, { url: '/member/api/im/unread', session: portal.sessions.buyer, imUserSig: fresh })).statusCode).toBe(200);
  });

  it("refuses a message without the session's XSRF token", async () => {
    const response = await portal.app.inject({
      method: 'POST',
      url: `/member/api/im/conversations/${ACCOUNTS.seller}/messages`,
      headers: { cookie: portal.sessions.buyer.cookie, 'x-im-sig': sigs.buyer ?? '' },
      payload: { text: 'Hello' },
    });
    expectError(response, 403, 'E403_CSRF_TOKEN');
  });
});
