// `npm run config -- validate|export|import|publish|rollback`: the operator API's operations from the command
// line (server/operator/page-configs/operations.ts, the same checks), so a configuration can live in git.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isLanguage, type Language } from '../../src/platform/language.js';
import type { Database } from '../../server/db/connection.js';
import type { ConfigError } from '../../server/operator/page-configs/config-errors.js';
import { createDraftRepository } from '../../server/operator/page-configs/draft-repository.js';
import { publishDocument, rollBack, withoutVersion } from '../../server/operator/page-configs/operations.js';
import { isConfigObject, validateConfigDocument, type PublishTarget } from '../../server/operator/page-configs/validate-document.js';
import { createVersionRepository } from '../../server/operator/page-configs/version-repository.js';
import { translate } from '../../src/platform/i18n/messages.js';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** Runs `work` on the portal's database (opened and migrated by the caller, closed after). */
export type WithDatabase = <T>(work: (db: Database) => Promise<T>) => Promise<T>;

// The command line speaks English; the validation messages are the catalog's.
const MESSAGES: Language = 'en-US';
const PAGE = /^[a-z0-9][a-z0-9-]{0,63}$/;
// Who published or imported, when --by names nobody.
const CLI_AUTHOR = 'cli';

export const USAGE = `usage: npm run config -- <command>
  validate <files...>                              check page configurations (no database); exit 1 on any error
  export --page <page> --lang <lang> [--version <n>] [--out <file>]   the live (or that) version's document
  import <file> --page <page> --lang <lang> [--by <email>]             save it as a draft; prints its id
  publish <file> --page <page> --lang <lang> [--by <email>]            validate, then make it the new live version
  rollback --page <page> --lang <lang> --version <n>                   make a stored version live again
Database: DATABASE_URL, else the embedded one in PORTAL_DATA_DIR (default ./data); stop a portal using it first.`;

class UsageError extends Error {}

/** The exit code: 0 done, 1 refused (invalid, unknown), 2 a usage mistake. */
export async function runConfigCommand(argv: string[], io: CliIo, withDatabase: WithDatabase): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { page: { type: 'string' }, lang: { type: 'string' }, out: { type: 'string' }, by: { type: 'string' }, version: { type: 'string' } },
    });
    const [command, ...files] = positionals;
    switch (command) {
      case 'validate':
        return validateFiles(files, io);
      // Every argument is checked before the database is opened.
      case 'export': {
        const [target, version] = [targetOf(values), optionalVersion(values.version)];
        return await withDatabase((db) => exportDocument(db, target, version, values.out, io));
      }
      case 'import': {
        const [file, target] = [oneFile(files), targetOf(values)];
        return await withDatabase((db) => importDraft(db, file, target, values.by, io));
      }
      case 'publish': {
        const [file, target] = [oneFile(files), targetOf(values)];
        return await withDatabase((db) => publishFile(db, file, target, values.by, io));
      }
      case 'rollback': {
        const [target, version] = [targetOf(values), requiredVersion(values.version)];
        return await withDatabase((db) => rollBackTo(db, target, version, io));
      }
      default:
        throw new UsageError(command === undefined ? 'no command' : `unknown command "${command}"`);
    }
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError && 'code' in error)) throw error;
    io.err(`${error.message}\n${USAGE}`);
    return 2;
  }
}

function validateFiles(files: string[], io: CliIo): number {
  if (files.length === 0) throw new UsageError('validate needs at least one file');
  let invalid = 0;
  for (const file of files) {
    const read = readDocument(file);
    const errors = 'errors' in read ? read.errors : validateConfigDocument(read.document, MESSAGES);
    if (errors.length > 0) invalid += 1;
    if (errors.length === 0) io.out(`${file}: valid`);
    printErrors(file, errors, io.out);
  }
  io.out(`${files.length} file(s), ${invalid} invalid`);
  return invalid > 0 ? 1 : 0;
}

async function exportDocument(db: Database, target: PublishTarget, version: number | undefined, out: string | undefined, io: CliIo): Promise<number> {
  const versions = createVersionRepository(db);
  const wanted = version ?? (await versions.liveVersion(target.page, target.language));
  const document = wanted > 0 ? await versions.findDocument(target.page, target.language, wanted) : undefined;
  if (!isConfigObject(document)) {
    io.err(`${target.page} ${target.language}: ${version === undefined ? 'no live configuration' : `no version ${version}`}`);
    return 1;
  }
  const text = `${JSON.stringify(withoutVersion(document), null, 2)}\n`;
  if (out === undefined) io.out(text.trimEnd());
  else {
    writeFileSync(out, text);
    io.err(`${target.page} ${target.language}: version ${wanted} written to ${out}`);
  }
  return 0;
}

async function importDraft(db: Database, file: string, target: PublishTarget, by: string | undefined, io: CliIo): Promise<number> {
  const read = readDocument(file);
  if ('errors' in read || !isConfigObject(read.document)) {
    printErrors(file, 'errors' in read ? read.errors : validateConfigDocument(read.document, MESSAGES), io.err);
    return 1;
  }
  const author = await authorOf(db, by);
  if (author === undefined) return noAccount(by, io);
  const baseVersion = await createVersionRepository(db).liveVersion(target.page, target.language);
  const document = withoutVersion(read.document);
  const draft = await createDraftRepository(db).create({ ...target, baseVersion, document, updatedBy: author });
  // Saved even when invalid (as the API does): say what would keep it from being published.
  printErrors(file, validateConfigDocument(document, MESSAGES, target), io.err);
  io.out(draft.id);
  return 0;
}

async function publishFile(db: Database, file: string, target: PublishTarget, by: string | undefined, io: CliIo): Promise<number> {
  const read = readDocument(file);
  if ('errors' in read) {
    printErrors(file, read.errors, io.err);
    return 1;
  }
  const author = await authorOf(db, by);
  if (author === undefined) return noAccount(by, io);
  const document = isConfigObject(read.document) ? withoutVersion(read.document) : read.document;
  const result = await publishDocument(db, { target, language: MESSAGES, document, createdBy: author });
  if (result.outcome !== 'published') {
    printErrors(file, result.outcome === 'invalid' ? result.errors : [], io.err);
    io.err(`${file}: not published`);
    return 1;
  }
  io.out(`${target.page} ${target.language}: version ${result.version} is live`);
  return 0;
}

async function rollBackTo(db: Database, target: PublishTarget, version: number, io: CliIo): Promise<number> {
  const result = await rollBack(db, { target, language: MESSAGES, version });
  if (result.outcome === 'notFound') {
    io.err(`${target.page} ${target.language}: no version ${version}`);
    return 1;
  }
  if (result.outcome === 'invalid') {
    printErrors(`${target.page} ${target.language} version ${version}`, result.errors, io.err);
    return 1;
  }
  io.out(`${target.page} ${target.language}: version ${result.liveVersion} is live`);
  return 0;
}

type ReadDocument = { document: unknown } | { errors: ConfigError[] };

function readDocument(file: string): ReadDocument {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { errors: [{ pointer: '', message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` }] };
  }
  try {
    return { document: JSON.parse(text) as unknown };
  } catch (error) {
    return { errors: [{ pointer: '', message: translate(MESSAGES, 'operator.validation.notJson', { reason: (error as Error).message }) }] };
  }
}

/** `file: pointer message`, the whole document's pointer shown as (root). */
function printErrors(file: string, errors: readonly ConfigError[], print: (line: string) => void): void {
  for (const { pointer, message } of errors) print(`${file}: ${pointer === '' ? '(root)' : pointer} ${message}`);
}

/** --by's account id (its name shows in the versions list), CLI_AUTHOR without --by, undefined for an unknown e-mail. */
async function authorOf(db: Database, email: string | undefined): Promise<string | undefined> {
  if (email === undefined) return CLI_AUTHOR;
  const rows = await db.query<{ id: string }>('SELECT id FROM accounts WHERE email = lower($1)', [email.trim()]);
  return rows[0]?.id;
}

function noAccount(email: string | undefined, io: CliIo): number {
  io.err(`--by ${String(email)}: no account has this e-mail`);
  return 1;
}

function targetOf(values: { page?: string; lang?: string }): PublishTarget {
  if (values.page === undefined || !PAGE.test(values.page)) throw new UsageError('--page must name a page (a-z, 0-9 and -)');
  if (!isLanguage(values.lang)) throw new UsageError('--lang must be en-US or zh-CN');
  return { page: values.page, language: values.lang };
}

function oneFile(files: string[]): string {
  if (files.length !== 1 || files[0] === undefined) throw new UsageError('give exactly one file');
  return files[0];
}

function optionalVersion(value: string | undefined): number | undefined {
  return value === undefined ? undefined : requiredVersion(value);
}

function requiredVersion(value: string | undefined): number {
  const version = Number(value);
  if (!Number.isInteger(version) || version < 1) throw new UsageError('--version must be a version number (1 or more)');
  return version;
}

