// Where the config CLI reads and writes page configurations: the database directly (no portal running), or a
// running portal's operator API (--url). Both give the same answers; run.ts prints them.
import type { ConfigError } from '../../server/page-configs/operator/config-errors.js';
import type { PublishTarget } from '../../server/page-configs/operator/validate-document.js';

export type { ConfigError, PublishTarget };

export type PublishResult = { outcome: 'published'; version: number } | { outcome: 'invalid'; errors: ConfigError[] };
export type RollbackResult = { outcome: 'live'; liveVersion: number } | { outcome: 'invalid'; errors: ConfigError[] } | { outcome: 'notFound' };

export interface ConfigStore {
  /** The live version (0 when the page has none). */
  liveVersion(target: PublishTarget): Promise<number>;
  /** A stored version's document, without its version; undefined when there is none. */
  versionDocument(target: PublishTarget, version: number): Promise<Record<string, unknown> | undefined>;
  /** Saves the document as a draft on the live version: its id, and what would keep it from being published. */
  saveDraft(target: PublishTarget, document: Record<string, unknown>): Promise<{ id: string; errors: ConfigError[] }>;
  /** Validates the document, then makes it the next live version. */
  publish(target: PublishTarget, document: unknown): Promise<PublishResult>;
  rollBack(target: PublishTarget, version: number): Promise<RollbackResult>;
  /** The server's check of a document for its own page and language, where the store has a server. */
  validate?(target: PublishTarget, document: unknown): Promise<ConfigError[]>;
}

/** Said to the person at the command line as it is (exit 1): a refusal, not a fault of the CLI. */
export class CliRefusal extends Error {}
