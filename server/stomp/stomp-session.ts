// One STOMP 1.2 connection of the notification socket (spec §4, §7): CONNECT authenticated by the upgrade
// request's session cookie, heart-beats negotiated and enforced, SUBSCRIBE only to the user's own two
// queues, a MESSAGE for each of the user's events. Every refusal is an ERROR frame, then the close.
import type { NotificationQueue } from '../bus/notification-bus.js';
import { ownQueueOf } from './destinations.js';
import { serializeFrame, StompFrameError, StompFrameParser, type StompFrame } from './frame.js';
import { negotiateHeartBeat, parseHeartBeat, type HeartBeatHeader } from './heart-beat.js';

/** The socket under the session: text out, and the close with its WebSocket code. */
export interface StompTransport {
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** Where a connected session is found by its user's events (./stomp-connections.ts). */
export interface StompSessionDirectory {
  /** How many sessions of the user are connected. */
  countOf(userId: string): number;
  add(userId: string, session: StompSession): void;
  remove(userId: string, session: StompSession): void;
}

export interface StompSessionOptions {
  id: string;
  transport: StompTransport;
  /** The account of the upgrade request's session cookie; null for a visitor or an ended session. */
  userId: string | null;
  /** The login (sessions.id) the cookie belongs to, watched for its end (./stomp-connections.ts); null for a visitor. */
  authSessionId?: string | null;
  /** Set when the upgrade request is refused whoever sends it (a page of another site). */
  refusal?: string;
  directory: StompSessionDirectory;
  /** What the server offers: spec §9, 2000 ms each way. */
  serverHeartBeat: HeartBeatHeader;
  /** A socket that sends no CONNECT within this is closed. */
  connectTimeoutMs: number;
}

/** WebSocket close codes (RFC 6455 §7.4.1). */
export const CloseCode = { normal: 1000, protocolError: 1002, policyViolation: 1008 } as const;

// Clients send a few small frames: 64 KiB is far more than any of them needs.
const PARSER_LIMITS = { maxFrameBytes: 65_536, maxHeaders: 32 };
const MAX_SUBSCRIPTIONS = 8;
// Tabs and windows of one user; far more is a script holding sockets open.
export const MAX_CONNECTIONS_PER_USER = 32;
const SUPPORTED_VERSION = '1.2';

interface Subscription {
  queue: NotificationQueue;
  destination: string;
}

type State = 'awaiting-connect' | 'connected' | 'closed';

export class StompSession {
  private state: State = 'awaiting-connect';
  private readonly parser = new StompFrameParser(PARSER_LIMITS);
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly timers: NodeJS.Timeout[] = [];
  private lastReceivedAt = Date.now();
  private messageCount = 0;

  constructor(private readonly options: StompSessionOptions) {
    this.startTimer('timeout', options.connectTimeoutMs, () => this.refuse('CONNECT expected', `No CONNECT frame within ${options.connectTimeoutMs} ms.`));
  }

  get userId(): string | null {
    return this.options.userId;
  }

  get authSessionId(): string | null {
    return this.options.authSessionId ?? null;
  }

  get isOpen(): boolean {
    return this.state !== 'closed';
  }

  /** A WebSocket message from the client: frames, heart-beats, or part of a frame. */
  receive(data: Buffer): void {
    if (this.state === 'closed') return;
    this.lastReceivedAt = Date.now();
    let frames: StompFrame[];
    try {
      ({ frames } = this.parser.push(data));
    } catch (error) {
      if (!(error instanceof StompFrameError)) throw error;
      this.refuse('Malformed frame', error.message, CloseCode.protocolError);
      return;
    }
    for (const frame of frames) {
      // A frame before this one may have closed the session.
      if (!this.isOpen) return;
      this.handle(frame);
    }
  }

  /** One of the user's events, its body already JSON: a MESSAGE for each subscription to its queue. */
  deliver(queue: NotificationQueue, bodyJson: string): void {
    if (this.state !== 'connected') return;
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.queue !== queue) continue;
      this.messageCount += 1;
      const headers = {
        subscription: id,
        'message-id': `${this.options.id}-${this.messageCount}`,
        destination: subscription.destination,
        'content-type': 'application/json',
      };
      this.options.transport.send(serializeFrame('MESSAGE', headers, bodyJson));
    }
  }

  /** The socket closed (by the client, the network or the server's shutdown). */
  closed(): void {
    this.end();
  }

  /** The login it was opened with has ended (logged out, revoked, or the account disabled): ERROR, then the close. */
  sessionEnded(): void {
    this.refuse('Session ended', 'The login this connection was opened with has ended. Log in again.', CloseCode.policyViolation);
  }

  /** Closes without an ERROR frame (the server is shutting down). */
  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.end();
    this.options.transport.close(code, reason);
  }

  private handle(frame: StompFrame): void {
    if (this.state === 'awaiting-connect') {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') this.connect(frame);
      else this.refuse('CONNECT expected', `The first frame must be CONNECT or STOMP, not ${frame.command}.`, CloseCode.protocolError, frame);
      return;
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        this.subscribe(frame);
        return;
      case 'UNSUBSCRIBE':
        this.unsubscribe(frame);
        return;
      case 'DISCONNECT':
        this.sendReceipt(frame);
        this.close(CloseCode.normal, 'DISCONNECT');
        return;
      case 'CONNECT':
      case 'STOMP':
        this.refuse('Already connected', 'This connection has sent its CONNECT frame already.', CloseCode.protocolError, frame);
        return;
      default:
        // SEND, ACK, NACK, BEGIN, COMMIT, ABORT: the socket only delivers notifications.
        this.refuse('Not supported', `${frame.command} is not supported: this connection only delivers notifications.`, CloseCode.protocolError, frame);
    }
  }

  private connect(frame: StompFrame): void {
    this.clearTimers();
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((version) => version.trim());
    if (!versions.includes(SUPPORTED_VERSION)) {
      this.refuse('Supported protocol versions are 1.2', `accept-version was "${frame.headers['accept-version'] ?? ''}".`, CloseCode.protocolError, frame, {
        version: SUPPORTED_VERSION,
      });
      return;
    }
    if (this.options.refusal !== undefined) {
      this.refuse('Forbidden', this.options.refusal, CloseCode.policyViolation, frame);
      return;
    }
    const { userId } = this.options;
    if (userId === null) {
      this.refuse('Not authenticated', 'Log in first: the connection is authenticated by the session cookie.', CloseCode.policyViolation, frame);
      return;
    }
    if (this.options.directory.countOf(userId) >= MAX_CONNECTIONS_PER_USER) {
      this.refuse('Too many connections', `A user may hold at most ${MAX_CONNECTIONS_PER_USER} connections at once.`, CloseCode.policyViolation, frame);
      return;
    }
    const clientHeartBeat = parseHeartBeat(frame.headers['heart-beat']);
    if (clientHeartBeat === undefined) {
      this.refuse('Malformed heart-beat', 'The heart-beat header must be two numbers of milliseconds: "cx,cy".', CloseCode.protocolError, frame);
      return;
    }
    const { serverHeartBeat } = this.options;
    this.options.transport.send(
      serializeFrame('CONNECTED', {
        version: SUPPORTED_VERSION,
        'heart-beat': `${serverHeartBeat.canSendMs},${serverHeartBeat.wantsReceiveMs}`,
        session: this.options.id,
      }),
    );
    this.state = 'connected';
    this.options.directory.add(userId, this);
    this.startHeartBeats(negotiateHeartBeat(clientHeartBeat, serverHeartBeat));
  }

  private startHeartBeats({ serverToClientMs, clientToServerMs }: ReturnType<typeof negotiateHeartBeat>): void {
    if (serverToClientMs > 0) this.startTimer('interval', serverToClientMs, () => this.options.transport.send('\n'));
    if (clientToServerMs > 0) {
      // Spec 1.2 leaves the tolerance to the implementation: twice the interval, as clients grant servers.
      this.lastReceivedAt = Date.now();
      this.startTimer('interval', clientToServerMs, () => {
        const silentMs = Date.now() - this.lastReceivedAt;
        if (silentMs > 2 * clientToServerMs)
          this.refuse('Heart-beat timeout', `Nothing received for ${silentMs} ms; the heart-beat was ${clientToServerMs} ms.`, CloseCode.protocolError);
      });
    }
  }

  private subscribe(frame: StompFrame): void {
    const { id, destination, ack = 'auto' } = frame.headers;
    if (!id || !destination) {
      this.refuse('Malformed SUBSCRIBE', 'SUBSCRIBE needs the id and destination headers.', CloseCode.protocolError, frame);
      return;
    }
    const queue = ownQueueOf(destination, this.options.userId ?? '');
    if (queue === undefined) {
      this.refuse(
        'Forbidden destination',
        `Only /queue/{your id}/notificationReminder and /queue/{your id}/notificationChanged may be subscribed to, not ${destination.slice(0, 200)}.`,
        CloseCode.policyViolation,
        frame,
      );
      return;
    }
    if (ack !== 'auto') {
      this.refuse('Unsupported ack mode', `Only ack:auto is supported, not ack:${ack.slice(0, 40)}.`, CloseCode.protocolError, frame);
      return;
    }
    if (this.subscriptions.has(id)) {
      this.refuse('Duplicate subscription', `The subscription id ${id.slice(0, 100)} is in use already.`, CloseCode.protocolError, frame);
      return;
    }
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS) {
      this.refuse('Too many subscriptions', `A connection may hold at most ${MAX_SUBSCRIPTIONS} subscriptions.`, CloseCode.policyViolation, frame);
      return;
    }
    this.subscriptions.set(id, { queue, destination });
    this.sendReceipt(frame);
  }

  private unsubscribe(frame: StompFrame): void {
    const { id } = frame.headers;
    if (!id) {
      this.refuse('Malformed UNSUBSCRIBE', 'UNSUBSCRIBE needs the id header.', CloseCode.protocolError, frame);
      return;
    }
    this.subscriptions.delete(id);
    this.sendReceipt(frame);
  }

  private sendReceipt(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined) this.options.transport.send(serializeFrame('RECEIPT', { 'receipt-id': receipt }));
  }

  /** Spec 1.2: an ERROR frame (with the receipt-id of the frame that caused it), then the connection closes. */
  private refuse(message: string, detail: string, code: number = CloseCode.protocolError, cause?: StompFrame, extra: Record<string, string> = {}): void {
    if (this.state === 'closed') return;
    const receipt = cause?.headers.receipt;
    const headers = { message, ...extra, ...(receipt !== undefined ? { 'receipt-id': receipt } : {}), 'content-type': 'text/plain' };
    this.options.transport.send(serializeFrame('ERROR', headers, detail));
    this.close(code, message);
  }

  private end(): void {
    if (this.state === 'closed') return;
    if (this.state === 'connected' && this.options.userId !== null) this.options.directory.remove(this.options.userId, this);
    this.state = 'closed';
    this.subscriptions.clear();
    this.clearTimers();
  }

  private startTimer(kind: 'timeout' | 'interval', ms: number, run: () => void): void {
    const timer = kind === 'timeout' ? setTimeout(run, ms) : setInterval(run, ms);
    // The timers watch a socket; they are no reason on their own to keep the process running.
    timer.unref();
    this.timers.push(timer);
  }

  private clearTimers(): void {
    for (const timer of this.timers.splice(0)) clearTimeout(timer);
  }
}
