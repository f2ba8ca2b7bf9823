import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../../../src/generated/types.js';
import { createSchemaAjv } from '../../../../schemas/load.js';
import { SEED_DIR } from '../../../db/seed-files.js';
import type { Translations } from '../listings/product-repository.js';

export const BUYER_ACTIONS_FILE = 'buyer-actions.json';

/** fixtures/seed/buyer-actions.json: companies and buyers are named by their demo accounts' e-mails. */
export interface BuyerActionsSeed {
  lives: { id: string; title: Translations; startsAt: string }[];
  blacklists: { buyer: string; companyOf: string }[];
  sensitiveWords: { word: string; language: Language }[];
}

const id = { type: 'string', minLength: 1, maxLength: 64 };
const email = { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+$' };
// Spec §3: ZH_CN is the primary content language every translated record falls back to.
const translations = {
  type: 'object',
  properties: { EN_US: { type: 'string', minLength: 1 }, ZH_CN: { type: 'string', minLength: 1 } },
  required: ['ZH_CN'],
  additionalProperties: false,
};
const listOf = (properties: Record<string, unknown>) => ({
  type: 'array',
  items: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false },
});

const schema = {
  type: 'object',
  properties: {
    lives: listOf({ id, title: translations, startsAt: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' } }),
    blacklists: listOf({ buyer: email, companyOf: email }),
    sensitiveWords: listOf({ word: { type: 'string', pattern: '\\S' }, language: { type: 'string', enum: ['en-US', 'zh-CN'] } }),
  },
  required: ['lives', 'blacklists', 'sensitiveWords'],
  additionalProperties: false,
};

export function readBuyerActionsSeed(dir: string = SEED_DIR): BuyerActionsSeed {
  const validate = createSchemaAjv().compile<BuyerActionsSeed>(schema);
  const data: unknown = JSON.parse(readFileSync(join(dir, BUYER_ACTIONS_FILE), 'utf8'));
  if (!validate(data)) throw new Error(`${BUYER_ACTIONS_FILE} is not valid: ${JSON.stringify(validate.errors)}`);
  return data;
}
