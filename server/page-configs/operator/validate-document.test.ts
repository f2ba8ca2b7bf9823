import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAllMessages } from '../../../common/i18n/all-messages.js';
import { validateConfigDocument } from './validate-document.js';

const SEED = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'seed', 'page-configs.mobile-home.en-US.json');
const seed = () => JSON.parse(readFileSync(SEED, 'utf8')) as Record<string, unknown> & { orderingSlots: Array<Record<string, unknown>> };

describe('validateConfigDocument', () => {
  beforeAll(registerAllMessages);

  it('passes the seed configuration, with or without its version', () => {
    const document = seed();
    expect(validateConfigDocument(document, 'en-US')).toEqual([]);
    delete document.version;
    expect(validateConfigDocument(document, 'en-US', { page: 'mobile-home', language: 'en-US' })).toEqual([]);
  });

  it('points at a missing or an extra property itself, and at a rejected key', () => {
    const { industrySite: _dropped, ...document } = seed();
    const errors = validateConfigDocument({ ...document, colour: 'red', sections: { ...(seed().sections as object), 'bad key': {} } }, 'en-US');
    expect(errors).toEqual(
      expect.arrayContaining([
        { pointer: '/industrySite', message: 'is required' },
        { pointer: '/colour', message: 'is not allowed here' },
        { pointer: '/sections/bad key', message: 'is not an allowed key (^[A-Z][A-Z0-9_]*$)' },
      ]),
    );
  });

  it('says what type, length and time format it expects, in either language', () => {
    const document = seed();
    document.flagMask = 'all';
    document.switches = [
      { udfs: { name: 'CBECP', state: 'LSENABLED', startTime: '2026-1-1', closeTime: '2026-01-02 00:00:00' }, PopUpCopywriter: 'x'.repeat(501) },
    ];
    expect(validateConfigDocument(document, 'en-US')).toEqual([
      { pointer: '/switches/0/udfs/startTime', message: 'must be a UTC+8 time written YYYY-MM-DD HH:mm:ss' },
      { pointer: '/switches/0/PopUpCopywriter', message: 'must be at most 500 characters long' },
      { pointer: '/flagMask', message: 'must be of type integer' },
    ]);
    expect(validateConfigDocument(document, 'zh-CN').map((error) => error.message)).toEqual([
      '必须是 UTC+8 时间，格式为 YYYY-MM-DD HH:mm:ss',
      '最多 500 个字符',
      '类型必须为 integer',
    ]);
  });

  it('refuses a window that closes at or before it opens, on a slot or a switch', () => {
    const document = seed();
    document.orderingSlots = [{ status: 'ENABLE', udfs: { module: 'ACTIVITIES', startTime: '2026-12-02 00:00:00', closeTime: '2026-12-02 00:00:00' } }];
    document.switches = [{ udfs: { name: 'CBECP', state: 'LSENABLED', startTime: '2026-12-02 00:00:00', closeTime: '2026-12-01 00:00:00' } }];
    expect(validateConfigDocument(document, 'en-US')).toEqual([
      { pointer: '/orderingSlots/0/udfs/closeTime', message: 'must be later than the start time' },
      { pointer: '/switches/0/udfs/closeTime', message: 'must be later than the start time' },
    ]);
  });

  it('holds the document to the page and language it is published as', () => {
    expect(validateConfigDocument(seed(), 'en-US', { page: 'mobile-search', language: 'zh-CN' })).toEqual([
      { pointer: '/page', message: 'must be mobile-search, as the page and language being edited' },
      { pointer: '/language', message: 'must be zh-CN, as the page and language being edited' },
    ]);
  });

  it('answers one error for anything but a JSON object', () => {
    for (const value of [null, [], 'x', 3]) expect(validateConfigDocument(value, 'en-US')).toEqual([{ pointer: '', message: 'must be of type object' }]);
  });
});
