import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImConstructorMissingError, type ImCredentials, type ReceivedImMessage } from './im-provider';
import { createImSession } from './im-session';
import { TencentImProvider } from './tencent-im-provider';
import { standInTencentChatModule } from './testing/tencent-chat-stand-in';

const credentials: ImCredentials = { imUserId: 'u-buyer', imUserSig: 'sig-from-tls-sig-api-v2', sdkAppId: 1400000001 };

function providerWithStandIn() {
  const standIn = standInTencentChatModule();
  const provider = new TencentImProvider(credentials, 'member', async () => standIn.module);
  return { provider, instances: standIn.instances, chat: () => standIn.instances[0]! };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the Tencent Cloud Chat provider (against a stand-in of @tencentcloud/chat)', () => {
  it('creates the SDK with the app id and logs in with imUserId and imUserSig, ready at SDK_READY', async () => {
    const { provider, chat } = providerWithStandIn();
    await provider.login();
    expect(chat().options).toEqual({ SDKAppID: 1400000001 });
    expect(chat().loggedInAs).toEqual({ userID: 'u-buyer', userSig: 'sig-from-tls-sig-api-v2' });
    expect(chat().isReady()).toBe(true);
  });

  it('waits for SDK_READY before it says it is ready', async () => {
    const late = standInTencentChatModule({ readyOnLogin: false });
    const provider = new TencentImProvider(credentials, 'member', async () => late.module);
    let ready = false;
    const loggingIn = provider.login().then(() => (ready = true));
    await vi.waitFor(() => expect(late.instances[0]?.loggedInAs).toBeDefined());
    await Promise.resolve();
    expect(ready).toBe(false);
    late.instances[0]!.becomeReady();
    await loggingIn;
    expect(ready).toBe(true);
  });

  it('takes unread from the SDK’s own total and whether received messages are unread from their conversations’ unreadCount', async () => {
    const { provider, chat } = providerWithStandIn();
    const received: (readonly ReceivedImMessage[])[] = [];
    provider.onMessagesReceived((messages) => received.push(messages));
    await provider.login();
    expect(await provider.unreadCount()).toBe(0);

    chat().deliver('u-seller', 2);
    expect(received).toEqual([[{ conversationId: 'C2Cu-seller' }, { conversationId: 'C2Cu-seller' }]]);
    expect(await provider.unreadCount()).toBe(2);
    expect(await provider.anyUnread(received[0]!)).toBe(true);

    chat().deliver('u-other', 1, 0);
    expect(await provider.anyUnread(received[1]!)).toBe(false);
  });

  it('tells of unread changes the SDK reports without a new message (read elsewhere)', async () => {
    const { provider, chat } = providerWithStandIn();
    const changed = vi.fn();
    provider.onUnreadChanged(changed);
    await provider.login();
    chat().readConversation('u-seller');
    expect(changed).toHaveBeenCalledOnce();
  });

  it('logs out of the SDK and destroys it, leaving no listener behind', async () => {
    const { provider, chat } = providerWithStandIn();
    await provider.login();
    await provider.logout();
    expect(chat().calls).toEqual(['login', 'logout', 'destroy']);
    expect(chat().listenerCount('onMessageReceived')).toBe(0);
    expect(await provider.unreadCount()).toBe(0);
  });

  it('reports its link for the header (spec §2): online once ready, then as NET_STATE_CHANGE and KICKED_OUT say', async () => {
    const { provider, chat } = providerWithStandIn();
    const changed = vi.fn();
    provider.onConnectionChanged(changed);
    expect(provider.connectionStatus()).toBe('connecting');
    await provider.login();
    expect(provider.connectionStatus()).toBe('online');
    chat().changeNetState('NET_STATE_DISCONNECTED');
    expect(provider.connectionStatus()).toBe('unavailable');
    chat().changeNetState('NET_STATE_CONNECTING');
    expect(provider.connectionStatus()).toBe('connecting');
    chat().changeNetState('NET_STATE_CONNECTED');
    expect(provider.connectionStatus()).toBe('online');
    chat().kickOut();
    expect(provider.connectionStatus()).toBe('unavailable');
    expect(changed).toHaveBeenCalledTimes(5);
    await provider.logout();
    expect(chat().listenerCount('netStateChange')).toBe(0);
    expect(chat().listenerCount('kickedOut')).toBe(0);
  });

  it.each([
    ['no default export', {}],
    ['a default export without create', { default: { EVENT: {}, TYPES: {} } }],
    ['a default export without TYPES', { default: { create: () => undefined, EVENT: {} } }],
  ])('raises the spec’s IM creation error when the module has %s', async (_, module) => {
    const provider = new TencentImProvider(credentials, 'member', async () => module);
    await expect(provider.login()).rejects.toBeInstanceOf(ImConstructorMissingError);
  });

  it('with the IM session: a message batch of 1 s refreshes the count and fires one new-message event', async () => {
    vi.useFakeTimers();
    const { provider, chat } = providerWithStandIn();
    const counts: number[] = [];
    const onNewMessage = vi.fn();
    const session = createImSession({ provider, isLoggedIn: async () => true, onUnreadCount: (count) => counts.push(count), onNewMessage });
    await session.start();
    expect(counts).toEqual([0]);

    chat().deliver('u-seller');
    await vi.advanceTimersByTimeAsync(500);
    chat().deliver('u-seller');
    expect(onNewMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    // The SDK's TOTAL_UNREAD_MESSAGE_COUNT_UPDATED keeps the count live meanwhile; the batch reads it once more.
    expect(counts).toEqual([0, 1, 2, 2]);
    expect(onNewMessage).toHaveBeenCalledOnce();

    await session.stop();
    expect(counts.at(-1)).toBe(0);
    expect(chat().calls).toEqual(['login', 'logout', 'destroy']);
  });
});
