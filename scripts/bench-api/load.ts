// wrk-style load (autocannon, in this process: not the portal's). Targets are measured in alternating
// rounds, so a machine that slows down or speeds up part-way (other work on it) weighs on each alike.
import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  warmUpSeconds: number;
  rounds: number;
  secondsPerRound: number;
  headers: Record<string, string>;
}

export interface LoadResult {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx answers, timeouts and socket errors: any of them makes the figures worthless. */
  failures: number;
}

interface Tally {
  latenciesMs: number[];
  failures: number;
  seconds: number;
}

function run(url: string, options: LoadOptions, seconds: number, tally?: Tally): Promise<void> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: options.connections, duration: seconds, headers: options.headers }, (error, result) => {
      if (error) return reject(error);
      if (tally) {
        tally.failures += result.non2xx + result.errors + result.timeouts;
        tally.seconds += seconds;
      }
      resolve();
    });
    if (tally) instance.on('response', (_client, _status, _bytes, responseTimeMs) => tally.latenciesMs.push(responseTimeMs));
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

/** Warms each URL up, then measures them round by round in turn; one result per URL, in order. */
export async function driveAlternately(urls: string[], options: LoadOptions): Promise<LoadResult[]> {
  for (const url of urls) await run(url, options, options.warmUpSeconds);
  const tallies: Tally[] = urls.map(() => ({ latenciesMs: [], failures: 0, seconds: 0 }));
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [index, url] of urls.entries()) await run(url, options, options.secondsPerRound, tallies[index]);
  }
  return tallies.map(({ latenciesMs, failures, seconds }) => {
    const sorted = latenciesMs.sort((a, b) => a - b);
    return { perSecond: sorted.length / seconds, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), requests: sorted.length, failures };
  });
}
