// npm run bench:notify [-- --connections 2000 --notifications 1000 --rate 100] — starts the portal in this
// process on a fresh in-memory PGlite (the embedded default; with AMQP_URL set, the RabbitMQ bus), makes a
// BUYER with a live session per connection, and drives it from a second process
// (scripts/bench-notify-client.ts): that many STOMP connections with heart-beats, then the notifications
// sent to random users at a steady rate. Prints delivery latency p50/p99, notifications lost, and the
// server's memory per connection, against the target. A measurement, not a test: figures vary with the machine.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from '../server/app.js';
import { createBusFromEnv, describeBus } from '../server/bus/bus-from-env.js';
import { migrate } from '../server/db/migrate.js';
import { openPgliteDatabase } from '../server/db/pglite-database.js';
import { seedIfEmpty } from '../server/db/seed.js';
import type { ClientReady, ClientResult } from './bench-notify/bench-messages.js';
import { createBenchSessions } from './bench-notify/bench-sessions.js';

const TARGET = { p99Ms: 100, lost: 0 };

const { values: flags } = parseArgs({
  options: {
    connections: { type: 'string', default: '2000' },
    notifications: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '100' },
  },
});

// The memory figures are taken after full collections; --expose-gc without a node flag in package.json.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function memory(): { heapBytes: number; rssBytes: number } {
  collectGarbage();
  collectGarbage();
  const usage = process.memoryUsage();
  return { heapBytes: usage.heapUsed + usage.external, rssBytes: usage.rss };
}

function awaitMessage<T extends { type: string }>(child: ReturnType<typeof fork>, type: T['type']): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: T) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the load client exited with ${code} before "${type}"`)));
  });
}

function loopSummary(histogram: ReturnType<typeof monitorEventLoopDelay>): { p99: string; max: string } {
  return { p99: ms(histogram.percentile(99) / 1e6), max: ms(histogram.max / 1e6) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const connections = Number(flags.connections);
  const work = mkdtempSync(join(tmpdir(), 'portal-bench-notify-'));
  const db = await openPgliteDatabase();
  const bus = await createBusFromEnv(process.env);
  // One client address opens thousands of sockets and sends a thousand requests: the limiter would measure itself.
  process.env.RATE_LIMIT_MAX = String(Number.MAX_SAFE_INTEGER);
  try {
    await migrate(db);
    await seedIfEmpty(db);
    console.log(`Making ${connections} users with sessions…`);
    const sessions = await createBenchSessions(db, connections);
    const sessionsFile = join(work, 'sessions.json');
    writeFileSync(sessionsFile, JSON.stringify(sessions));

    const app = await buildApp({ db, bus });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const before = memory();
      // How long the server's event loop made callbacks wait, while connecting and while sending.
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      const client = fork(
        join(import.meta.dirname, 'bench-notify-client.ts'),
        ['--url', url, '--sessions', sessionsFile, '--notifications', flags.notifications, '--rate', flags.rate],
        {
          execArgv: ['--import', 'tsx'],
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        },
      );
      console.log(`Opening ${connections} STOMP connections to ${url} from a second process…`);
      const ready = await awaitMessage<ClientReady>(client, 'ready');
      const connectLoop = loopSummary(loopDelay);
      loopDelay.reset();
      const connected = memory();
      const perConnection = { heap: (connected.heapBytes - before.heapBytes) / ready.connected, rss: (connected.rssBytes - before.rssBytes) / ready.connected };
      console.log(`Sending ${flags.notifications} notifications at ${flags.rate}/s…`);
      client.send({ type: 'go' });
      const result = await awaitMessage<ClientResult>(client, 'result');
      await new Promise((resolve) => client.once('exit', resolve));
      const sendLoop = loopSummary(loopDelay);
      loopDelay.disable();

      const lost = result.sent - result.delivered;
      const pass =
        result.delivery.p99Ms <= TARGET.p99Ms && lost <= TARGET.lost && result.sendErrors === 0 && ready.refused === 0 && result.closedDuringRun === 0;
      console.log(`\nNotifications over STOMP: bus ${describeBus(process.env)}, embedded PGlite, heart-beats 2000 ms each way`);
      console.log(
        `connections ${ready.connected} open in ${(ready.connectMs / 1000).toFixed(1)} s, ${ready.refused} refused${ready.refusals.length ? ` (${ready.refusals.join(' | ')})` : ''}; ${result.closedDuringRun} closed during the run`,
      );
      console.log(
        `sent        ${result.sent} of ${flags.notifications} to random users at ${flags.rate}/s over ${(result.durationMs / 1000).toFixed(1)} s; ${result.sendErrors} errors${result.sendErrorSamples.length ? ` (${result.sendErrorSamples.join(' | ')})` : ''}`,
      );
      console.log(
        `delivery    p50 ${ms(result.delivery.p50Ms)}  p95 ${ms(result.delivery.p95Ms)}  p99 ${ms(result.delivery.p99Ms)}  max ${ms(result.delivery.maxMs)}  (request start → MESSAGE)`,
      );
      console.log(`send call   p50 ${ms(result.send.p50Ms)}  p99 ${ms(result.send.p99Ms)}  (POST /work/api/notificationReminders)`);
      console.log(
        `server loop delay p99 ${connectLoop.p99} / max ${connectLoop.max} while connecting, p99 ${sendLoop.p99} / max ${sendLoop.max} while sending`,
      );
      console.log(`lost        ${lost}${result.misdelivered ? `, ${result.misdelivered} misdelivered` : ''}`);
      console.log(
        `memory      ${kb(perConnection.heap)} heap and ${kb(perConnection.rss)} RSS per connection (+${mb(connected.heapBytes - before.heapBytes)} heap, +${mb(connected.rssBytes - before.rssBytes)} RSS for ${ready.connected})`,
      );
      console.log(`target      p99 ≤ ${TARGET.p99Ms} ms, 0 lost: ${pass ? 'PASS' : 'FAIL'}`);
      process.exitCode = pass ? 0 : 1;
    } finally {
      await app.close();
    }
  } finally {
    await bus.close();
    await db.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
