import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createImProvider, ImConstructorMissingError, type ImProvider, type ReceivedImMessage } from './im-provider';
import { createImSession, type ImSessionOptions } from './im-session';
import type { ImStatus } from './im-status';

/** A provider whose IM is played by the test: what is unread, what arrives, whether login works. */
class ScriptedProvider implements ImProvider {
  unread = 0;
  unreadConversations = new Set<string>();
  loginError: Error | undefined;
  /** The IM's link, as the provider reports it once logged in. */
  connection: ImStatus = 'online';
  readonly calls: string[] = [];
  private received = new Set<(messages: readonly ReceivedImMessage[]) => void>();
  private changed = new Set<() => void>();
  private connectionChanged = new Set<() => void>();

  async login() {
    this.calls.push('login');
    if (this.loginError) throw this.loginError;
  }
  async logout() {
    this.calls.push('logout');
  }
  async unreadCount() {
    return this.unread;
  }
  async anyUnread(messages: readonly ReceivedImMessage[]) {
    this.calls.push(`anyUnread ${messages.map((message) => message.conversationId).join(',')}`);
    return messages.some((message) => this.unreadConversations.has(message.conversationId));
  }
  onMessagesReceived(listener: (messages: readonly ReceivedImMessage[]) => void) {
    this.received.add(listener);
    return () => void this.received.delete(listener);
  }
  onUnreadChanged(listener: () => void) {
    this.changed.add(listener);
    return () => void this.changed.delete(listener);
  }
  connectionStatus() {
    return this.connection;
  }
  onConnectionChanged(listener: () => void) {
    this.connectionChanged.add(listener);
    return () => void this.connectionChanged.delete(listener);
  }
  /** The link goes down, reconnects or is up again. */
  changeConnection(next: ImStatus) {
    this.connection = next;
    for (const listener of this.connectionChanged) listener();
  }
  /** A message from `peer`, unread unless said otherwise. */
  arrive(peer: string, unread = true) {
    if (unread) {
      this.unread += 1;
      this.unreadConversations.add(peer);
    }
    for (const listener of this.received) listener([{ conversationId: peer }]);
  }
  readElsewhere() {
    this.unread = 0;
    this.unreadConversations.clear();
    for (const listener of this.changed) listener();
  }
  get listening() {
    return this.received.size + this.changed.size + this.connectionChanged.size;
  }
}

function startSession(overrides: Partial<ImSessionOptions> = {}) {
  const provider = new ScriptedProvider();
  const counts: number[] = [];
  const loggedIn = { value: true };
  const options = {
    provider,
    isLoggedIn: vi.fn(async () => loggedIn.value),
    onUnreadCount: (count: number) => counts.push(count),
    onNewMessage: vi.fn(),
    onLoggedOut: vi.fn(),
    ...overrides,
  };
  const session = createImSession(options);
  return { provider, counts, loggedIn, options, session };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the IM lifecycle (spec §4)', () => {
  it('logs in, reads the unread count once ready, then checks the login status every 5 s', async () => {
    const { provider, counts, options, session } = startSession();
    provider.unread = 3;
    await session.start();
    expect(provider.calls).toEqual(['login']);
    expect(counts).toEqual([3]);
    expect(options.isLoggedIn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(options.isLoggedIn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(options.isLoggedIn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(options.isLoggedIn).toHaveBeenCalledTimes(3);
    await session.stop();
  });

  it('once no longer authenticated: stops polling, logs out of the IM and resets unread to 0', async () => {
    const { provider, counts, loggedIn, options, session } = startSession();
    provider.unread = 4;
    await session.start();
    loggedIn.value = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(provider.calls).toEqual(['login', 'logout']);
    expect(counts).toEqual([4, 0]);
    expect(options.onLoggedOut).toHaveBeenCalledOnce();
    expect(provider.listening).toBe(0);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(options.isLoggedIn).toHaveBeenCalledTimes(1);
  });

  it('keeps going when a login-status check fails (no answer is not a logout)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { provider, session } = startSession({ isLoggedIn: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(true) });
    await session.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(provider.calls).toEqual(['login']);
    await session.stop();
  });

  it('batches incoming messages for 1 s: one check, one count refresh, one new-message event', async () => {
    const { provider, counts, options, session } = startSession();
    await session.start();
    provider.arrive('seller-1');
    await vi.advanceTimersByTimeAsync(400);
    provider.arrive('seller-2');
    provider.arrive('seller-1');
    await vi.advanceTimersByTimeAsync(599);
    expect(options.onNewMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(provider.calls).toEqual(['login', 'anyUnread seller-1,seller-2,seller-1']);
    expect(counts).toEqual([0, 3]);
    expect(options.onNewMessage).toHaveBeenCalledOnce();
    await session.stop();
  });

  it('fires nothing for a batch of messages that are all read already', async () => {
    const { provider, counts, options, session } = startSession();
    await session.start();
    provider.arrive('seller-1', false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(counts).toEqual([0]);
    expect(options.onNewMessage).not.toHaveBeenCalled();
    await session.stop();
  });

  it('refreshes the count when the IM reports a read elsewhere', async () => {
    const { provider, counts, session } = startSession();
    provider.unread = 2;
    await session.start();
    provider.readElsewhere();
    await vi.advanceTimersByTimeAsync(0);
    expect(counts).toEqual([2, 0]);
    await session.stop();
  });

  it('stops once however often it is told, and drops a batch still waiting', async () => {
    const { provider, counts, options, session } = startSession();
    await session.start();
    provider.arrive('seller-1');
    await Promise.all([session.stop(), session.stop()]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(provider.calls).toEqual(['login', 'logout']);
    expect(counts).toEqual([0, 0]);
    expect(options.onNewMessage).not.toHaveBeenCalled();
  });

  it('logs out after a login that was still running when it was stopped', async () => {
    const { provider, counts, session } = startSession();
    const starting = session.start();
    const stopping = session.stop();
    await Promise.all([starting, stopping]);
    expect(provider.calls).toEqual(['login', 'logout']);
    expect(counts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(provider.calls).toEqual(['login', 'logout']);
  });

  it('stays stopped when the login fails, without logging out of an IM it never entered', async () => {
    const { provider, session } = startSession();
    provider.loginError = new Error('userSig expired');
    await expect(session.start()).rejects.toThrow('userSig expired');
    expect(provider.listening).toBe(0);
    await session.stop();
    expect(provider.calls).toEqual(['login']);
  });
});

describe('the IM status the header shows (spec §2)', () => {
  it('is connecting while logging in, then follows the provider’s link, and unavailable once stopped', async () => {
    const statuses: ImStatus[] = [];
    const { provider, session } = startSession({ onStatus: (status) => statuses.push(status) });
    provider.connection = 'connecting';
    const starting = session.start();
    expect(statuses).toEqual(['connecting']);
    await starting;
    expect(statuses).toEqual(['connecting', 'connecting']);
    provider.changeConnection('online');
    provider.changeConnection('unavailable');
    provider.changeConnection('online');
    expect(statuses).toEqual(['connecting', 'connecting', 'online', 'unavailable', 'online']);
    await session.stop();
    expect(statuses.at(-1)).toBe('unavailable');
    provider.changeConnection('online');
    expect(statuses.at(-1)).toBe('unavailable');
  });

  it('is unavailable when the login fails', async () => {
    const statuses: ImStatus[] = [];
    const { provider, session } = startSession({ onStatus: (status) => statuses.push(status) });
    provider.loginError = new Error('userSig expired');
    await expect(session.start()).rejects.toThrow('userSig expired');
    expect(statuses).toEqual(['connecting', 'unavailable']);
  });

  it('is unavailable once the poll finds the user logged out', async () => {
    const statuses: ImStatus[] = [];
    const { loggedIn, session } = startSession({ onStatus: (status) => statuses.push(status) });
    await session.start();
    expect(statuses).toEqual(['connecting', 'online']);
    loggedIn.value = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(statuses).toEqual(['connecting', 'online', 'unavailable']);
  });
});

describe('creating the IM', () => {
  const credentials = { imUserId: 'u1', imUserSig: 'sig', sdkAppId: null };

  it('raises the spec’s error when no IM constructor exists for the credentials', () => {
    expect(() => createImProvider(credentials, 'member', {})).toThrow(ImConstructorMissingError);
    expect(() => createImProvider({ ...credentials, sdkAppId: 1400000001 }, 'member', { local: ScriptedProvider })).toThrow(ImConstructorMissingError);
  });

  it('picks the local IM without an SDK app id and Tencent with one', () => {
    class Tencent extends ScriptedProvider {}
    class Local extends ScriptedProvider {}
    expect(createImProvider(credentials, 'member', { tencent: Tencent, local: Local })).toBeInstanceOf(Local);
    expect(createImProvider({ ...credentials, sdkAppId: 1400000001 }, 'member', { tencent: Tencent, local: Local })).toBeInstanceOf(Tencent);
  });
});
