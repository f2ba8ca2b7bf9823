import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Announcement, Language, PageConfig, SeedAccounts } from '../../common/generated/types.js';
import { assertDocument } from '../schemas/document-validator.js';

export const SEED_DIR = join(import.meta.dirname, '..', '..', 'fixtures', 'seed');

const PAGE_CONFIG_FILE = /^page-configs\.([a-z0-9][a-z0-9-]{0,63})\.(en-US|zh-CN)\.json$/;
const ANNOUNCEMENTS_FILE = 'announcements.json';
const ACCOUNTS_FILE = 'accounts.json';

export interface SeedPageConfig {
  page: string;
  language: Language;
  document: PageConfig;
}

/** fixtures/seed/page-configs.<page>.<lang>.json, each checked against the page configuration schema. */
export function readSeedPageConfigs(dir: string = SEED_DIR): SeedPageConfig[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const match = PAGE_CONFIG_FILE.exec(name);
      if (!match) return [];
      const [, page = '', language = ''] = match;
      const document = assertDocument<PageConfig>('page-config.schema.json', readJson(dir, name), name);
      if (document.page !== page || document.language !== language) {
        throw new Error(`${name} holds page "${document.page}" in ${document.language}; its name says "${page}" in ${language}.`);
      }
      return [{ page, language: document.language, document }];
    });
}

/** fixtures/seed/announcements.json: a list of announcements in the shape the API answers with. */
export function readSeedAnnouncements(dir: string = SEED_DIR): Announcement[] {
  const list = readJson(dir, ANNOUNCEMENTS_FILE);
  if (!Array.isArray(list)) throw new Error(`${ANNOUNCEMENTS_FILE} must hold a list of announcements.`);
  return list.map((item, index) => assertDocument<Announcement>('announcement-page.schema.json#/$defs/announcement', item, `${ANNOUNCEMENTS_FILE}[${index}]`));
}

/** fixtures/seed/accounts.json: the demo companies and accounts (README, 'Demo accounts'). */
export function readSeedAccounts(dir: string = SEED_DIR): SeedAccounts {
  const seed = assertDocument<SeedAccounts>('seed/accounts.schema.json', readJson(dir, ACCOUNTS_FILE), ACCOUNTS_FILE);
  const companies = new Set(seed.siteTraders.map((siteTrader) => siteTrader.id));
  for (const account of seed.accounts) {
    if (account.siteTraderId !== null && !companies.has(account.siteTraderId)) {
      throw new Error(`${ACCOUNTS_FILE}: ${account.email} names the unknown site trader "${account.siteTraderId}".`);
    }
    if ((account.member === null) === account.termsAgreed) {
      throw new Error(`${ACCOUNTS_FILE}: ${account.email} must have a member record exactly when it has agreed to the terms.`);
    }
  }
  return seed;
}

function readJson(dir: string, name: string): unknown {
  return JSON.parse(readFileSync(join(dir, name), 'utf8'));
}
