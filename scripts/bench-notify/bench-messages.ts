// What the bench's two processes tell each other over the IPC channel.
import type { LatencySummary } from '../bench-search/latency-summary.js';

export interface ClientReady {
  type: 'ready';
  connected: number;
  refused: number;
  refusals: string[];
  connectMs: number;
}

export interface ServerGo {
  type: 'go';
}

export interface ClientResult {
  type: 'result';
  /** Notifications the server accepted (201). */
  sent: number;
  sendErrors: number;
  sendErrorSamples: string[];
  /** MESSAGE frames received for them. */
  delivered: number;
  /** Deliveries of a notification to a user it was not sent to, or twice. */
  misdelivered: number;
  delivery: LatencySummary;
  send: LatencySummary;
  /** Connections that closed before the end of the run. */
  closedDuringRun: number;
  durationMs: number;
}
