// The load generator of `npm run bench:search`, in a process of its own so that it does not share the
// server's event loop: `concurrency` clients on keep-alive connections post the suggest requests of the
// queries file, one after another, for the duration; it prints its figures as one JSON line.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import type { SuggestBody } from './bench-search/query-mix.js';
import { summarizeLatencies } from './bench-search/latency-summary.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    queries: { type: 'string' },
    duration: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '16' },
    warmup: { type: 'string', default: '2' },
  },
});
if (!values.url || !values.queries) throw new Error('--url and --queries are required');
const url = new URL(values.url);
const bodies = (JSON.parse(readFileSync(values.queries, 'utf8')) as SuggestBody[]).map((body) => JSON.stringify(body));
const concurrency = Number(values.concurrency);
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

interface Outcome {
  ok: boolean;
  detail: string;
}

function isJsonArray(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false; // counted as an error by the caller
  }
}

function post(body: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ ok: response.statusCode === 200 && isJsonArray(text), detail: `${response.statusCode} ${text.slice(0, 200)}` });
        });
      },
    );
    outgoing.on('error', (error) => resolve({ ok: false, detail: error.message }));
    outgoing.end(body);
  });
}

async function run(): Promise<void> {
  const started = performance.now();
  const measuredFrom = started + Number(values.warmup) * 1000;
  const stopAt = measuredFrom + Number(values.duration) * 1000;
  const latencies: number[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  let next = 0;
  const client = async () => {
    while (performance.now() < stopAt) {
      const body = bodies[next++ % bodies.length]!;
      const sent = performance.now();
      const outcome = await post(body);
      if (sent < measuredFrom) continue;
      if (outcome.ok) latencies.push(performance.now() - sent);
      else {
        errors += 1;
        if (errorSamples.length < 3) errorSamples.push(`${body} → ${outcome.detail}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  agent.destroy();
  console.log(JSON.stringify({ ...summarizeLatencies(latencies, errors, stopAt - measuredFrom), errorSamples }));
}

await run();
