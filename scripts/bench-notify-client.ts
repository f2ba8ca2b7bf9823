// The load client of `npm run bench:notify`, in a process of its own so that it does not share the
// server's event loop. Opens one STOMP connection per user (the real @stomp/stompjs client, heart-beats
// 2000 ms each way, both queues subscribed as the browser does), tells the parent it is ready, and on
// "go" sends the notifications through POST /work/api/notificationReminders at a steady rate to random
// users, timing each from the request's start to its MESSAGE. Reports over the IPC channel.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import { openStompClient, type StompTestClient } from '../server/stomp/testing/stomp-client.js';
import { summarizeLatencies } from './bench-search/latency-summary.js';
import type { ClientReady, ClientResult, ServerGo } from './bench-notify/bench-messages.js';
import type { BenchSessions } from './bench-notify/bench-sessions.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    sessions: { type: 'string' },
    notifications: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '100' },
    'connect-concurrency': { type: 'string', default: '50' },
    'drain-ms': { type: 'string', default: '5000' },
    seed: { type: 'string', default: '6' },
  },
});
if (!values.url || !values.sessions || !process.send) throw new Error('run by scripts/bench-notify.ts: --url, --sessions and an IPC channel are required');
const base = new URL(values.url);
const socketUrl = `ws://${base.host}/websocket/notification/platform`;
const { users, sender } = JSON.parse(readFileSync(values.sessions, 'utf8')) as BenchSessions;
const notificationCount = Number(values.notifications);
const rate = Number(values.rate);
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

// A small seeded generator, so that runs pick the same users.
let state = Number(values.seed) >>> 0 || 1;
function random(): number {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 4_294_967_296;
}

const sentAt = new Map<number, { at: number; userId: string }>();
const deliveryMs: number[] = [];
const deliveredSeqs = new Set<number>();
let misdelivered = 0;

function onMessage(userId: string, body: unknown): void {
  const title = typeof body === 'object' && body !== null && 'title' in body ? String(body.title) : '';
  const seq = Number(/^bench (\d+)$/.exec(title)?.[1] ?? NaN);
  const sent = sentAt.get(seq);
  if (sent === undefined || sent.userId !== userId || deliveredSeqs.has(seq)) {
    misdelivered += 1;
    return;
  }
  deliveredSeqs.add(seq);
  deliveryMs.push(performance.now() - sent.at);
}

async function connectAll(): Promise<{ clients: StompTestClient[]; refusals: string[] }> {
  const clients: StompTestClient[] = [];
  const refusals: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const user = users[next++];
      if (!user) return;
      try {
        const client = await openStompClient(socketUrl, { cookie: user.cookie, heartbeatMs: 2_000 });
        await client.subscribe(`/queue/${user.userId}/notificationReminder`, (message) => onMessage(user.userId, message.body));
        await client.subscribe(`/queue/${user.userId}/notificationChanged`);
        clients.push(client);
      } catch (error) {
        refusals.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Number(values['connect-concurrency']) }, worker));
  return { clients, refusals };
}

function post(seq: number, userId: string): Promise<{ ok: boolean; detail: string }> {
  const body = JSON.stringify({ toUserId: userId, title: `bench ${seq}`, content: `Notification ${seq} of the notification bench.` });
  return new Promise((resolve) => {
    const outgoing = request(
      new URL('/work/api/notificationReminders', base),
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: sender.cookie, 'x-xsrf-token': sender.xsrf },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ ok: response.statusCode === 201, detail: `${response.statusCode} ${text.slice(0, 120)}` }));
      },
    );
    outgoing.on('error', (error) => resolve({ ok: false, detail: error.message }));
    outgoing.end(body);
  });
}

async function sendAll(): Promise<{ sent: number; errors: string[]; sendMs: number[] }> {
  const pending: Promise<void>[] = [];
  const errors: string[] = [];
  const sendMs: number[] = [];
  let sent = 0;
  const start = performance.now();
  for (let seq = 0; seq < notificationCount; seq += 1) {
    // A steady rate: the seq-th request leaves at start + seq / rate seconds.
    const wait = start + (seq * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const userId = users[Math.floor(random() * users.length)]?.userId ?? '';
    const at = performance.now();
    sentAt.set(seq, { at, userId });
    pending.push(
      post(seq, userId).then(({ ok, detail }) => {
        sendMs.push(performance.now() - at);
        if (ok) sent += 1;
        else {
          sentAt.delete(seq);
          errors.push(detail);
        }
      }),
    );
  }
  await Promise.all(pending);
  return { sent, errors, sendMs };
}

async function main(): Promise<void> {
  const connectStart = performance.now();
  const { clients, refusals } = await connectAll();
  const ready: ClientReady = {
    type: 'ready',
    connected: clients.length,
    refused: refusals.length,
    refusals: refusals.slice(0, 3),
    connectMs: performance.now() - connectStart,
  };
  process.send?.(ready);
  await new Promise<void>((resolve) => process.once('message', (message: ServerGo) => message.type === 'go' && resolve()));

  const runStart = performance.now();
  const { sent, errors, sendMs } = await sendAll();
  const drainUntil = performance.now() + Number(values['drain-ms']);
  while (deliveredSeqs.size < sent && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 20));
  const durationMs = performance.now() - runStart;
  const closedDuringRun = clients.filter((client) => !client.client.connected).length;

  const result: ClientResult = {
    type: 'result',
    sent,
    sendErrors: errors.length,
    sendErrorSamples: errors.slice(0, 3),
    delivered: deliveredSeqs.size,
    misdelivered,
    delivery: summarizeLatencies(deliveryMs, 0, durationMs),
    send: summarizeLatencies(sendMs, errors.length, durationMs),
    closedDuringRun,
    durationMs,
  };
  process.send?.(result);
  await Promise.all(clients.map((client) => client.client.deactivate()));
  agent.destroy();
  process.disconnect();
}

await main();
