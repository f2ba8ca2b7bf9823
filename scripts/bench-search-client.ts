// The load generator of `npm run bench:search`, in a process of its own so that it does not share the
// server's event loop: `concurrency` clients on keep-alive connections send the requests of the requests
// file (scripts/bench-search/bench-request.ts), one after another, for the duration; it prints the figures
// of each label as one JSON line.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import type { BenchRequest } from './bench-search/bench-request.js';
import { summarizeLatencies, type LabelFigures } from './bench-search/latency-summary.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    requests: { type: 'string' },
    duration: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '16' },
    warmup: { type: 'string', default: '2' },
  },
});
if (!values.url || !values.requests) throw new Error('--url and --requests are required');
const base = new URL(values.url);
const requests = (JSON.parse(readFileSync(values.requests, 'utf8')) as BenchRequest[]).map(({ label, path, body }) => ({
  label,
  url: new URL(path, base),
  body: body === undefined ? undefined : JSON.stringify(body),
}));
const concurrency = Number(values.concurrency);
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

interface Outcome {
  ok: boolean;
  detail: string;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false; // counted as an error by the caller
  }
}

function send({ url, body }: (typeof requests)[number]): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers = body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const outgoing = request(url, { method: body === undefined ? 'GET' : 'POST', agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ ok: response.statusCode === 200 && isJson(text), detail: `${response.statusCode} ${text.slice(0, 200)}` });
      });
    });
    outgoing.on('error', (error) => resolve({ ok: false, detail: error.message }));
    outgoing.end(body);
  });
}

async function run(): Promise<void> {
  const started = performance.now();
  const measuredFrom = started + Number(values.warmup) * 1000;
  const stopAt = measuredFrom + Number(values.duration) * 1000;
  const byLabel = new Map<string, { latencies: number[]; errors: number; errorSamples: string[] }>();
  let next = 0;
  const client = async () => {
    while (performance.now() < stopAt) {
      const outgoing = requests[next++ % requests.length]!;
      const sent = performance.now();
      const outcome = await send(outgoing);
      if (sent < measuredFrom) continue;
      let figures = byLabel.get(outgoing.label);
      if (!figures) byLabel.set(outgoing.label, (figures = { latencies: [], errors: 0, errorSamples: [] }));
      if (outcome.ok) figures.latencies.push(performance.now() - sent);
      else {
        figures.errors += 1;
        if (figures.errorSamples.length < 3)
          figures.errorSamples.push(`${outgoing.url.pathname}${outgoing.url.search} ${outgoing.body ?? ''} → ${outcome.detail}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  agent.destroy();
  const result: Record<string, LabelFigures> = {};
  for (const [label, { latencies, errors, errorSamples }] of byLabel) {
    result[label] = { ...summarizeLatencies(latencies, errors, stopAt - measuredFrom), errorSamples };
  }
  console.log(JSON.stringify(result));
}

await run();
