// What an operator does to a page's configuration, for the API (./routes.ts) and the command line
// (scripts/config-cli.ts) alike. Every change of the live configuration is validated first and runs in
// one transaction under the page's lock, so a configuration that fails never goes live and two publishes
// never take the same version number.
import type { Language } from '../../../common/language.js';
import { createPageConfigRepository } from '../repository.js';
import type { Database, Queryable } from '../../db/connection.js';
import type { ConfigError } from './config-errors.js';
import { createDraftRepository } from './draft-repository.js';
import { validateConfigDocument, type PublishTarget } from './validate-document.js';
import { createVersionRepository } from './version-repository.js';
import { createAuditLog, pageSubject } from '../../operator-audit/audit-log.js';

export type PublishOutcome =
  | { outcome: 'published'; version: number }
  | { outcome: 'invalid'; errors: ConfigError[] }
  | { outcome: 'notFound' }
  | { outcome: 'stale'; baseVersion: number; liveVersion: number };

export type RollbackOutcome = { outcome: 'live'; liveVersion: number } | { outcome: 'invalid'; errors: ConfigError[] } | { outcome: 'notFound' };

/** `language` in the options below is the reader's, for the error messages; `target.language` the page's. */
interface Change {
  target: PublishTarget;
  language: Language;
}

/** The document as versions store it and the operator edits it: without its version (publishing gives one). */
export function withoutVersion(document: Record<string, unknown>): Record<string, unknown> {
  const { version: _version, ...rest } = document;
  return rest;
}

/** Validates `document` and, when it may go live, stores it as the next version and makes that live. */
export async function publishDocument(
  db: Database,
  { target, language, document, createdBy }: Change & { document: unknown; createdBy: string },
): Promise<PublishOutcome> {
  const errors = validateConfigDocument(document, language, target);
  if (errors.length > 0) return { outcome: 'invalid', errors };
  return db.transaction(async (tx) => {
    await createVersionRepository(tx).lockPage(target.page, target.language);
    return { outcome: 'published', version: await storeLiveVersion(tx, target, document as Record<string, unknown>, createdBy, 'published') };
  });
}

/**
 * Publishes a saved draft: refused when it is invalid, or when it was based on another version than the
 * live one (another operator published, or rolled back, since); the draft is kept then. Once published,
 * the draft is deleted.
 */
export async function publishDraft(
  db: Database,
  { target, language, draftId, publishedBy }: Change & { draftId: string; publishedBy: string },
): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    const versions = createVersionRepository(tx);
    const drafts = createDraftRepository(tx);
    await versions.lockPage(target.page, target.language);
    const draft = await drafts.find({ id: draftId, ...target }, { forUpdate: true });
    if (!draft) return { outcome: 'notFound' };
    const liveVersion = await versions.liveVersion(target.page, target.language);
    if (draft.baseVersion !== liveVersion) return { outcome: 'stale', baseVersion: draft.baseVersion, liveVersion };
    const document = withoutVersion(draft.document);
    const errors = validateConfigDocument(document, language, target);
    if (errors.length > 0) return { outcome: 'invalid', errors };
    const version = await storeLiveVersion(tx, target, document, publishedBy, 'published', draft.id);
    await drafts.remove(draft.id);
    return { outcome: 'published', version };
  });
}

/** Moves the live pointer to a stored version, when that version still passes today's schemas. */
export async function rollBack(db: Database, { target, language, version, by }: Change & { version: number; by: string }): Promise<RollbackOutcome> {
  return db.transaction(async (tx) => {
    const versions = createVersionRepository(tx);
    await versions.lockPage(target.page, target.language);
    const document = await versions.findDocument(target.page, target.language, version);
    if (document === undefined) return { outcome: 'notFound' };
    const errors = validateConfigDocument(withoutVersion(document as Record<string, unknown>), language, target);
    if (errors.length > 0) return { outcome: 'invalid', errors };
    await createPageConfigRepository(tx).setLive(target.page, target.language, version);
    await createAuditLog(tx).record({
      area: 'pageConfig',
      subject: pageSubject(target.page, target.language),
      action: 'rolledBack',
      actor: by,
      detail: { version },
    });
    return { outcome: 'live', liveVersion: version };
  });
}

/**
 * Publishes the live configuration changed by `change` (a schedule): read, changed and published under
 * the page's lock, so a publish in between is never overwritten. `change` answers the new document, or a
 * refusal of its own (e.g. no such slot).
 */
export async function publishLiveChange<Refusal>(
  db: Database,
  { target, language, createdBy, change }: Change & { createdBy: string; change: (live: Record<string, unknown>) => LiveChange<Refusal> },
): Promise<PublishOutcome | { outcome: 'refused'; refusal: Refusal }> {
  return db.transaction(async (tx) => {
    const versions = createVersionRepository(tx);
    await versions.lockPage(target.page, target.language);
    const liveVersion = await versions.liveVersion(target.page, target.language);
    const live = liveVersion > 0 ? await versions.findDocument(target.page, target.language, liveVersion) : undefined;
    if (live === undefined) return { outcome: 'notFound' };
    const changed = change(withoutVersion(live as Record<string, unknown>));
    if ('refusal' in changed) return { outcome: 'refused', refusal: changed.refusal };
    const errors = validateConfigDocument(changed.document, language, target);
    if (errors.length > 0) return { outcome: 'invalid', errors };
    return { outcome: 'published', version: await storeLiveVersion(tx, target, changed.document, createdBy, 'scheduled') };
  });
}

export type LiveChange<Refusal> = { document: Record<string, unknown> } | { refusal: Refusal };

/** Stores and makes live the next version, and records who did it in the audit list (`action`: published, scheduled). */
async function storeLiveVersion(
  tx: Queryable,
  target: PublishTarget,
  document: Record<string, unknown>,
  createdBy: string,
  action: 'published' | 'scheduled',
  draftId?: string,
): Promise<number> {
  const version = await createVersionRepository(tx).nextVersion(target.page, target.language);
  const configs = createPageConfigRepository(tx);
  await configs.insertVersion({ ...target, version, document: withoutVersion(document), createdBy });
  await configs.setLive(target.page, target.language, version);
  const detail = draftId === undefined ? { version } : { version, draftId };
  await createAuditLog(tx).record({ area: 'pageConfig', subject: pageSubject(target.page, target.language), action, actor: createdBy, detail });
  return version;
}
