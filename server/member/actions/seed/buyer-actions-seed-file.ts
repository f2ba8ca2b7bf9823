import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompanyInfoInput, Language } from '../../../../common/generated/types.js';
import { createSchemaAjv } from '../../../../schemas/load.js';
import { SEED_DIR } from '../../../db/seed-files.js';
import type { Translations } from '../listings/product-repository.js';
import { SEED_WALL_TIME_PATTERN } from './seed-wall-time.js';

export const BUYER_ACTIONS_FILE = 'buyer-actions.json';

/** A seed live; its times are absolute wall times or relative to the UTC+8 day of seeding (seed-wall-time.ts). */
export interface SeedLive {
  id: string;
  title: Translations;
  startsAt: string;
  endsAt: string;
  coverUrl: string | null;
  streamUrl: string | null;
  /** The exhibitor is the company of this demo account; null for the fair's own channel. */
  exhibitorCompanyOf: string | null;
}

/** The company information of a demo account's company (issue 25), as the company form stores it. */
export type SeedCompany = { companyOf: string } & Pick<CompanyInfoInput, 'countryOrRegion' | 'businessType' | 'contactName' | 'contactPhone'>;

/** fixtures/seed/buyer-actions.json: companies and buyers are named by their demo accounts' e-mails. */
export interface BuyerActionsSeed {
  lives: SeedLive[];
  companies: SeedCompany[];
  blacklists: { buyer: string; companyOf: string }[];
  sensitiveWords: { word: string; language: Language }[];
}

const id = { type: 'string', minLength: 1, maxLength: 64 };
const email = { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+$' };
const seedWallTime = { type: 'string', pattern: SEED_WALL_TIME_PATTERN };
const mediaPath = { type: ['string', 'null'], pattern: '^/media/[A-Za-z0-9/._-]+$' };
// Spec §3: ZH_CN is the primary content language every translated record falls back to.
const translations = {
  type: 'object',
  properties: { EN_US: { type: 'string', minLength: 1 }, ZH_CN: { type: 'string', minLength: 1 } },
  required: ['ZH_CN'],
  additionalProperties: false,
};
const companyField = (name: string) => ({ $ref: `buyer/company-info-input.schema.json#/properties/${name}` });
const listOf = (properties: Record<string, unknown>) => ({
  type: 'array',
  items: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false },
});

const schema = {
  type: 'object',
  properties: {
    lives: listOf({
      id,
      title: translations,
      startsAt: seedWallTime,
      endsAt: seedWallTime,
      coverUrl: mediaPath,
      streamUrl: mediaPath,
      exhibitorCompanyOf: { anyOf: [email, { type: 'null' }] },
    }),
    companies: listOf({
      companyOf: email,
      countryOrRegion: companyField('countryOrRegion'),
      businessType: companyField('businessType'),
      contactName: companyField('contactName'),
      contactPhone: companyField('contactPhone'),
    }),
    blacklists: listOf({ buyer: email, companyOf: email }),
    sensitiveWords: listOf({ word: { type: 'string', pattern: '\\S' }, language: { type: 'string', enum: ['en-US', 'zh-CN'] } }),
  },
  required: ['lives', 'companies', 'blacklists', 'sensitiveWords'],
  additionalProperties: false,
};

export function readBuyerActionsSeed(dir: string = SEED_DIR): BuyerActionsSeed {
  const validate = createSchemaAjv().compile<BuyerActionsSeed>(schema);
  const data: unknown = JSON.parse(readFileSync(join(dir, BUYER_ACTIONS_FILE), 'utf8'));
  if (!validate(data)) throw new Error(`${BUYER_ACTIONS_FILE} is not valid: ${JSON.stringify(validate.errors)}`);
  return data;
}
