export interface LatencySummary {
  requests: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** The figures of a load run: throughput and nearest-rank percentiles of the answered requests. */
export function summarizeLatencies(latenciesMs: readonly number[], errors: number, durationMs: number): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const percentile = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? NaN;
  return {
    requests: sorted.length + errors,
    errors,
    perSecond: ((sorted.length + errors) * 1000) / durationMs,
    p50Ms: percentile(0.5),
    p95Ms: percentile(0.95),
    p99Ms: percentile(0.99),
    maxMs: sorted.at(-1) ?? NaN,
  };
}

/** The figures of one label of a bench run, with a few of its failures. */
export type LabelFigures = LatencySummary & { errorSamples: string[] };
