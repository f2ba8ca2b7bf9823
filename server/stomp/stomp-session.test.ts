import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StompSession, type StompSessionDirectory } from './stomp-session.js';
import { connectFrame, frame, parseServerFrame } from './testing/stomp-client.js';

const USER = 'acc-buyer';
const OWN_REMINDERS = `/queue/${USER}/notificationReminder`;

function openSession(options: { userId?: string | null; refusal?: string; connectionsOfUser?: number } = {}) {
  const sent: string[] = [];
  const closes: { code: number; reason: string }[] = [];
  const directory: StompSessionDirectory & { sessions: Set<StompSession> } = {
    sessions: new Set(),
    countOf: () => options.connectionsOfUser ?? directory.sessions.size,
    add: (_userId, session) => directory.sessions.add(session),
    remove: (_userId, session) => directory.sessions.delete(session),
  };
  const session = new StompSession({
    id: 'session-1',
    transport: { send: (text) => sent.push(text), close: (code, reason) => closes.push({ code, reason }) },
    userId: options.userId === undefined ? USER : options.userId,
    refusal: options.refusal,
    directory,
    serverHeartBeat: { canSendMs: 2000, wantsReceiveMs: 2000 },
    connectTimeoutMs: 10_000,
  });
  const receive = (text: string) => session.receive(Buffer.from(text, 'utf8'));
  const frames = () => sent.map(parseServerFrame);
  return { session, sent, closes, directory, receive, frames };
}

describe('a STOMP session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers CONNECT with CONNECTED version 1.2 and the server heart-beat 2000,2000, and joins the directory', () => {
    const { receive, frames, directory, session } = openSession();
    receive(connectFrame({ 'heart-beat': '2000,2000' }));
    expect(frames()).toEqual([{ command: 'CONNECTED', headers: { version: '1.2', 'heart-beat': '2000,2000', session: 'session-1' }, body: '' }]);
    expect(directory.sessions.has(session)).toBe(true);
  });

  it('accepts the STOMP command as CONNECT', () => {
    const { receive, frames } = openSession();
    receive(frame('STOMP', { 'accept-version': '1.2', host: 'fair' }));
    expect(frames()[0]?.command).toBe('CONNECTED');
  });

  it('sends an EOL every negotiated interval (max of 2000 and what the client wants)', () => {
    const { receive, sent } = openSession();
    receive(connectFrame({ 'heart-beat': '0,5000' }));
    sent.length = 0;
    vi.advanceTimersByTime(4999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['\n']);
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual(['\n', '\n', '\n']);
  });

  it('sends no heart-beats and enforces none when the client asks for 0,0', () => {
    const { receive, sent, closes } = openSession();
    receive(connectFrame({ 'heart-beat': '0,0' }));
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1);
    expect(closes).toEqual([]);
  });

  it('keeps a client that sends its heart-beats, and closes one silent for more than twice the interval with an ERROR', () => {
    const { receive, frames, closes, directory } = openSession();
    receive(connectFrame({ 'heart-beat': '2000,0' }));
    for (let beat = 0; beat < 10; beat += 1) {
      vi.advanceTimersByTime(2000);
      receive('\n');
    }
    expect(closes).toEqual([]);
    vi.advanceTimersByTime(4000);
    expect(closes).toEqual([]);
    vi.advanceTimersByTime(2000);
    expect(closes).toEqual([{ code: 1002, reason: 'Heart-beat timeout' }]);
    expect(frames().at(-1)).toMatchObject({ command: 'ERROR', headers: { message: 'Heart-beat timeout' } });
    expect(directory.sessions.size).toBe(0);
  });

  it('closes a socket that sends no CONNECT within 10 s', () => {
    const { frames, closes } = openSession();
    vi.advanceTimersByTime(10_000);
    expect(frames()).toEqual([expect.objectContaining({ command: 'ERROR', headers: expect.objectContaining({ message: 'CONNECT expected' }) })]);
    expect(closes).toEqual([{ code: 1002, reason: 'CONNECT expected' }]);
  });

  it('delivers a MESSAGE with subscription, message-id, destination and content-type for each subscription to the queue', () => {
    const { receive, session, sent, frames } = openSession();
    receive(connectFrame());
    receive(frame('SUBSCRIBE', { id: 'sub-0', destination: OWN_REMINDERS, receipt: 'r-1' }));
    receive(frame('SUBSCRIBE', { id: 'sub-1', destination: `/queue/${USER}/notificationChanged` }));
    expect(frames()[1]).toEqual({ command: 'RECEIPT', headers: { 'receipt-id': 'r-1' }, body: '' });
    sent.length = 0;
    session.deliver('notificationReminder', '{"id":"1"}');
    session.deliver('notificationReminder', '{"id":"2"}');
    expect(frames()).toEqual([
      {
        command: 'MESSAGE',
        headers: { subscription: 'sub-0', 'message-id': 'session-1-1', destination: OWN_REMINDERS, 'content-type': 'application/json', 'content-length': '10' },
        body: '{"id":"1"}',
      },
      expect.objectContaining({ headers: expect.objectContaining({ 'message-id': 'session-1-2' }), body: '{"id":"2"}' }),
    ]);
  });

  it('stops delivering after UNSUBSCRIBE', () => {
    const { receive, session, frames } = openSession();
    receive(connectFrame());
    receive(frame('SUBSCRIBE', { id: 'sub-0', destination: OWN_REMINDERS }));
    receive(frame('UNSUBSCRIBE', { id: 'sub-0', receipt: 'bye' }));
    session.deliver('notificationReminder', '{}');
    expect(frames().map((received) => received.command)).toEqual(['CONNECTED', 'RECEIPT']);
  });

  it('answers DISCONNECT with its receipt and closes normally', () => {
    const { receive, frames, closes, directory } = openSession();
    receive(connectFrame());
    receive(frame('DISCONNECT', { receipt: '77' }));
    expect(frames().at(-1)).toEqual({ command: 'RECEIPT', headers: { 'receipt-id': '77' }, body: '' });
    expect(closes).toEqual([{ code: 1000, reason: 'DISCONNECT' }]);
    expect(directory.sessions.size).toBe(0);
  });

  it.each([
    ['a visitor', { userId: null }, connectFrame(), 'Not authenticated', 1008],
    ['a page of another site', { refusal: 'Connections are accepted from pages of fair.example only.' }, connectFrame(), 'Forbidden', 1008],
    ['a client without STOMP 1.2', {}, connectFrame({ 'accept-version': '1.0,1.1' }), 'Supported protocol versions are 1.2', 1002],
    ['a malformed heart-beat', {}, connectFrame({ 'heart-beat': 'often' }), 'Malformed heart-beat', 1002],
    ['a user with 32 connections already', { connectionsOfUser: 32 }, connectFrame(), 'Too many connections', 1008],
    ['a first frame other than CONNECT', {}, frame('SUBSCRIBE', { id: '0', destination: OWN_REMINDERS }), 'CONNECT expected', 1002],
    ['a frame that is not STOMP', {}, 'GET / HTTP/1.1\n\n\0', 'Malformed frame', 1002],
  ])('refuses %s with an ERROR frame, then closes', (_name, options, text, message, code) => {
    const { receive, frames, closes, directory } = openSession(options);
    receive(text);
    expect(frames()).toEqual([expect.objectContaining({ command: 'ERROR', headers: expect.objectContaining({ message, 'content-type': 'text/plain' }) })]);
    expect(closes).toEqual([{ code, reason: message }]);
    expect(directory.sessions.size).toBe(0);
  });

  it.each([
    ['another user’s queue', frame('SUBSCRIBE', { id: '0', destination: '/queue/acc-seller/notificationReminder' }), 'Forbidden destination'],
    ['an unknown queue of the user', frame('SUBSCRIBE', { id: '0', destination: `/queue/${USER}/everything` }), 'Forbidden destination'],
    ['a topic', frame('SUBSCRIBE', { id: '0', destination: '/topic/notifications' }), 'Forbidden destination'],
    ['a SUBSCRIBE without an id', frame('SUBSCRIBE', { destination: OWN_REMINDERS }), 'Malformed SUBSCRIBE'],
    ['client acknowledgements', frame('SUBSCRIBE', { id: '0', destination: OWN_REMINDERS, ack: 'client' }), 'Unsupported ack mode'],
    ['SEND', frame('SEND', { destination: OWN_REMINDERS }, 'hi'), 'Not supported'],
    ['a transaction', frame('BEGIN', { transaction: 't' }), 'Not supported'],
    ['a second CONNECT', connectFrame(), 'Already connected'],
  ])('refuses %s once connected, with the frame’s receipt-id, and closes', (_name, text, message) => {
    const { receive, frames, closes } = openSession();
    receive(connectFrame());
    receive(text.replace('\n', '\nreceipt:r-9\n'));
    expect(frames().at(-1)).toMatchObject({ command: 'ERROR', headers: { message, 'receipt-id': 'r-9' } });
    expect(closes).toHaveLength(1);
  });

  it('refuses a subscription id used twice', () => {
    const { receive, frames } = openSession();
    receive(connectFrame());
    receive(
      frame('SUBSCRIBE', { id: 'same', destination: OWN_REMINDERS }) + frame('SUBSCRIBE', { id: 'same', destination: `/queue/${USER}/notificationChanged` }),
    );
    expect(frames().at(-1)).toMatchObject({ command: 'ERROR', headers: { message: 'Duplicate subscription' } });
  });

  it('reads nothing more after a refusal, and leaves the directory when the socket closes', () => {
    const visitor = openSession({ userId: null });
    visitor.receive(connectFrame() + frame('SUBSCRIBE', { id: '0', destination: OWN_REMINDERS }));
    expect(visitor.frames()).toHaveLength(1);
    const member = openSession();
    member.receive(connectFrame());
    member.session.closed();
    expect(member.directory.sessions.size).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(member.sent).toHaveLength(1);
  });
});
