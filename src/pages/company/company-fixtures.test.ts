import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateCompanyInfo, validateSourcingRequestList } from '../../../common/generated/validators.js';

// fixtures/company/<schema name>.<state>[.<lang>].json: the replies the stories and tests of these pages show.
const FIXTURES = join(import.meta.dirname, '../../../fixtures/company');
const VALIDATORS = { 'company-info': validateCompanyInfo, 'sourcing-request-list': validateSourcingRequestList } as const;

describe('company and sourcing fixtures', () => {
  it.each(readdirSync(FIXTURES).filter((name) => name.endsWith('.json')))('%s is a valid reply of its schema', (file) => {
    const validate = VALIDATORS[file.split('.')[0] as keyof typeof VALIDATORS];
    expect(validate, `no schema for ${file}`).toBeDefined();
    expect(validate(JSON.parse(readFileSync(join(FIXTURES, file), 'utf8'))), JSON.stringify(validate.errors)).toBe(true);
  });
});
