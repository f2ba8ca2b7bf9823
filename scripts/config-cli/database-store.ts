// The config CLI on the database itself (server/page-configs/operator/operations.ts, the API's own checks),
// for when no portal runs: the embedded database has one owner (server/db/data-dir-lock.ts).
import type { Database } from '../../server/db/connection.js';
import { createDraftRepository } from '../../server/page-configs/operator/draft-repository.js';
import { recordDraftAction } from '../../server/operator-audit/audit-log.js';
import { publishDocument, rollBack, withoutVersion } from '../../server/page-configs/operator/operations.js';
import { isConfigObject, validateConfigDocument } from '../../server/page-configs/operator/validate-document.js';
import { createVersionRepository } from '../../server/page-configs/operator/version-repository.js';
import type { Language } from '../../common/language.js';
import { CliRefusal, type ConfigStore } from './config-store.js';

// Who published or imported, when --by names nobody.
const CLI_AUTHOR = 'cli';

/** The store on `db`; what it writes is recorded as by the account `by` names (an e-mail), else as by 'cli'. */
export async function databaseStore(db: Database, by: string | undefined, language: Language): Promise<ConfigStore> {
  const author = await authorOf(db, by);
  const versions = createVersionRepository(db);
  return {
    liveVersion: (target) => versions.liveVersion(target.page, target.language),
    async versionDocument(target, version) {
      const document = await versions.findDocument(target.page, target.language, version);
      return isConfigObject(document) ? withoutVersion(document) : undefined;
    },
    async saveDraft(target, document) {
      const baseVersion = await versions.liveVersion(target.page, target.language);
      const draft = await createDraftRepository(db).create({ ...target, baseVersion, document, updatedBy: author });
      await recordDraftAction(db, target, 'draftCreated', author, draft);
      return { id: draft.id, errors: validateConfigDocument(document, language, target) };
    },
    async publish(target, document) {
      const result = await publishDocument(db, { target, language, document, createdBy: author });
      if (result.outcome === 'published' || result.outcome === 'invalid') return result;
      throw new CliRefusal(`${target.page} ${target.language}: not published (${result.outcome})`);
    },
    rollBack: (target, version) => rollBack(db, { target, language, version, by: author }),
  };
}

/** --by's account id (its name shows in the versions list), CLI_AUTHOR without --by. */
async function authorOf(db: Database, email: string | undefined): Promise<string> {
  if (email === undefined) return CLI_AUTHOR;
  const rows = await db.query<{ id: string }>('SELECT id FROM accounts WHERE email = lower($1)', [email.trim()]);
  if (!rows[0]) throw new CliRefusal(`--by ${email}: no account has this e-mail`);
  return rows[0].id;
}
