// `npm run config -- validate|export|import|publish|rollback`: the operator API's operations from the command
// line, so a configuration can live in git: on the database directly (database-store.ts, the API's own checks)
// while no portal runs, or through a running portal's operator API with --url (http-store.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isLanguage, type Language } from '../../common/language.js';
import type { Database } from '../../server/db/connection.js';
import { withoutVersion } from '../../server/page-configs/operator/operations.js';
import { isConfigObject, validateConfigDocument } from '../../server/page-configs/operator/validate-document.js';
import { translate } from '../../common/i18n/messages.js';
import { CliRefusal, type ConfigError, type ConfigStore, type PublishTarget } from './config-store.js';
import { databaseStore } from './database-store.js';
import { withPortalStore, type PortalCredentials } from './http-store.js';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** Runs `work` on the portal's database (opened and migrated by the caller, closed after). */
export type WithDatabase = <T>(work: (db: Database) => Promise<T>) => Promise<T>;

// The command line speaks English; the validation messages are the catalog's.
const MESSAGES: Language = 'en-US';
const PAGE = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const USAGE = `usage: npm run config -- <command>
  validate <files...>                              check page configurations (no database); exit 1 on any error
  export --page <page> --lang <lang> [--version <n>] [--out <file>]   the live (or that) version's document
  import <file> --page <page> --lang <lang> [--by <email>]             save it as a draft; prints its id
  publish <file> --page <page> --lang <lang> [--by <email>]            validate, then make it the new live version
  rollback --page <page> --lang <lang> --version <n>                   make a stored version live again
Where: the database (DATABASE_URL, else the embedded one in PORTAL_DATA_DIR, default ./data), which the embedded
  default allows only while no portal runs on it; or a running portal with --url <http://host:port>, signed in as
  an employee: --email and --password, or PORTAL_OPERATOR_EMAIL and PORTAL_OPERATOR_PASSWORD (--by is then the
  signed-in employee). validate with --url asks that portal's checks for each file's own page and language.`;

class UsageError extends Error {}

/** The exit code: 0 done, 1 refused (invalid, unknown, unreachable), 2 a usage mistake. */
export async function runConfigCommand(argv: string[], io: CliIo, withDatabase: WithDatabase, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        page: { type: 'string' },
        lang: { type: 'string' },
        out: { type: 'string' },
        by: { type: 'string' },
        version: { type: 'string' },
        url: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
      },
    });
    const [command, ...files] = positionals;
    const withStore = storeOf(values, withDatabase, env);
    switch (command) {
      case 'validate':
        if (files.length === 0) throw new UsageError('validate needs at least one file');
        return values.url === undefined ? validateFiles(files, io) : await withStore((store) => validateFiles(files, io, store));
      // Every argument is checked before the database is opened.
      case 'export': {
        const [target, version] = [targetOf(values), optionalVersion(values.version)];
        return await withStore((store) => exportDocument(store, target, version, values.out, io));
      }
      case 'import': {
        const [file, target] = [oneFile(files), targetOf(values)];
        return await withStore((store) => importDraft(store, file, target, io));
      }
      case 'publish': {
        const [file, target] = [oneFile(files), targetOf(values)];
        return await withStore((store) => publishFile(store, file, target, io));
      }
      case 'rollback': {
        const [target, version] = [targetOf(values), requiredVersion(values.version)];
        return await withStore((store) => rollBackTo(store, target, version, io));
      }
      default:
        throw new UsageError(command === undefined ? 'no command' : `unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof CliRefusal) {
      io.err(error.message);
      return 1;
    }
    if (!(error instanceof UsageError) && !(error instanceof TypeError && 'code' in error)) throw error;
    io.err(`${error.message}\n${USAGE}`);
    return 2;
  }
}

type WithStore = <T>(work: (store: ConfigStore) => Promise<T>) => Promise<T>;

/** The portal's operator API with --url, else the database. */
function storeOf(values: { url?: string; email?: string; password?: string; by?: string }, withDatabase: WithDatabase, env: NodeJS.ProcessEnv): WithStore {
  if (values.url === undefined) {
    if (values.email !== undefined || values.password !== undefined) throw new UsageError('--email and --password go with --url');
    return (work) => withDatabase(async (db) => work(await databaseStore(db, values.by, MESSAGES)));
  }
  if (values.by !== undefined) throw new UsageError('--by is for the database; through --url the signed-in employee is recorded');
  const url = values.url;
  if (!/^https?:\/\/[^/]/.test(url) || !URL.canParse(url)) throw new UsageError("--url must be the portal's address, such as http://127.0.0.1:8080");
  const credentials: Partial<PortalCredentials> = {
    email: values.email ?? env.PORTAL_OPERATOR_EMAIL,
    password: values.password ?? env.PORTAL_OPERATOR_PASSWORD,
  };
  if (!credentials.email || !credentials.password) {
    throw new UsageError('--url needs an employee to sign in as: --email and --password, or PORTAL_OPERATOR_EMAIL and PORTAL_OPERATOR_PASSWORD');
  }
  return (work) => withPortalStore(url, credentials as PortalCredentials, work);
}

async function validateFiles(files: string[], io: CliIo, store?: ConfigStore): Promise<number> {
  let invalid = 0;
  for (const file of files) {
    const read = readDocument(file);
    const errors = 'errors' in read ? read.errors : await validateDocument(read.document, store);
    if (errors.length > 0) invalid += 1;
    if (errors.length === 0) io.out(`${file}: valid`);
    printErrors(file, errors, io.out);
  }
  io.out(`${files.length} file(s), ${invalid} invalid`);
  return invalid > 0 ? 1 : 0;
}

/** The store's (the portal's) check for the document's own page and language when it names them, else ours. */
async function validateDocument(document: unknown, store: ConfigStore | undefined): Promise<ConfigError[]> {
  const { page, language } = (isConfigObject(document) ? document : {}) as { page?: unknown; language?: unknown };
  if (store?.validate && typeof page === 'string' && PAGE.test(page) && isLanguage(language)) return store.validate({ page, language }, document);
  return validateConfigDocument(isConfigObject(document) ? withoutVersion(document) : document, MESSAGES);
}

async function exportDocument(store: ConfigStore, target: PublishTarget, version: number | undefined, out: string | undefined, io: CliIo): Promise<number> {
  const wanted = version ?? (await store.liveVersion(target));
  const document = wanted > 0 ? await store.versionDocument(target, wanted) : undefined;
  if (document === undefined) {
    io.err(`${target.page} ${target.language}: ${version === undefined ? 'no live configuration' : `no version ${version}`}`);
    return 1;
  }
  const text = `${JSON.stringify(document, null, 2)}\n`;
  if (out === undefined) io.out(text.trimEnd());
  else {
    writeFileSync(out, text);
    io.err(`${target.page} ${target.language}: version ${wanted} written to ${out}`);
  }
  return 0;
}

async function importDraft(store: ConfigStore, file: string, target: PublishTarget, io: CliIo): Promise<number> {
  const read = readDocument(file);
  if ('errors' in read || !isConfigObject(read.document)) {
    printErrors(file, 'errors' in read ? read.errors : validateConfigDocument(read.document, MESSAGES), io.err);
    return 1;
  }
  const draft = await store.saveDraft(target, withoutVersion(read.document));
  // Saved even when invalid (as the API does): say what would keep it from being published.
  printErrors(file, draft.errors, io.err);
  io.out(draft.id);
  return 0;
}

async function publishFile(store: ConfigStore, file: string, target: PublishTarget, io: CliIo): Promise<number> {
  const read = readDocument(file);
  if ('errors' in read) {
    printErrors(file, read.errors, io.err);
    return 1;
  }
  const document = isConfigObject(read.document) ? withoutVersion(read.document) : read.document;
  const result = await store.publish(target, document);
  if (result.outcome !== 'published') {
    printErrors(file, result.errors, io.err);
    io.err(`${file}: not published`);
    return 1;
  }
  io.out(`${target.page} ${target.language}: version ${result.version} is live`);
  return 0;
}

async function rollBackTo(store: ConfigStore, target: PublishTarget, version: number, io: CliIo): Promise<number> {
  const result = await store.rollBack(target, version);
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
