import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../common/i18n/messages';
import live from '../../../fixtures/operator/live-page-config.seed.en-US.json';
import { errorsByPlace, fieldOf, placeOf, validateDocument } from './config-errors';
import type { PageConfigDocument } from './editor-document';

const document = live.document as PageConfigDocument;
let intl: ReturnType<typeof createIntl>;
let zh: ReturnType<typeof createIntl>;

beforeAll(async () => {
  intl = createIntl({ locale: 'en-US', messages: await loadMessages('en-US') });
  zh = createIntl({ locale: 'zh-CN', messages: await loadMessages('zh-CN') });
});

describe('validateDocument', () => {
  it('finds nothing wrong with the live configuration', () => {
    expect(validateDocument(document, 3, intl)).toEqual([]);
  });

  it('tells what is wrong by keyword, in the operator’s language', () => {
    const broken = {
      ...document,
      flagMask: 300,
      orderingSlots: [{ status: 'ON', udfs: { module: 'SYSTEMNOTICE' } }],
    } as unknown as PageConfigDocument;
    expect(validateDocument(broken, 3, intl)).toEqual([
      {
        pointer: '/orderingSlots/0/status',
        message: 'must be one of ENABLE, DISABLE',
      },
      { pointer: '/flagMask', message: 'must be at most 127' },
    ]);
    expect(validateDocument(broken, 3, zh).map((error) => error.message)).toEqual(['必须是以下之一：ENABLE, DISABLE', '不能大于 127']);
  });

  it('says when a window names a time that does not exist, or closes before it opens', () => {
    const slots = [
      {
        status: 'ENABLE',
        udfs: {
          module: 'SYSTEMNOTICE',
          startTime: '2026-02-30 09:00:00',
          closeTime: '2026-03-02 09:00:00',
        },
      },
      {
        status: 'ENABLE',
        udfs: {
          module: 'FRIENDS',
          startTime: '2026-11-24 09:00:00',
          closeTime: '2026-11-24 09:00:00',
        },
      },
    ] as PageConfigDocument['orderingSlots'];
    expect(validateDocument({ ...document, orderingSlots: slots }, 3, intl)).toEqual([
      {
        pointer: '/orderingSlots/0/udfs/startTime',
        message: 'is not a real date and time',
      },
      {
        pointer: '/orderingSlots/1/udfs/closeTime',
        message: 'must be after the start',
      },
    ]);
  });
});

describe('where an error shows', () => {
  it('puts slot, section configuration, switch and flag errors on their rows, the rest on the page', () => {
    expect(placeOf('/orderingSlots/4/udfs/startTime', document)).toBe('slot:4');
    expect(placeOf('/sectionConfigs/FRIENDS/udfs/DisplayName', document)).toBe('slot:9');
    expect(placeOf('/sectionConfigs/FOOTER/udfs/DisplayName', document)).toBe('page');
    expect(placeOf('/switches/1/udfs/closeTime', document)).toBe('switch:VIRTUALPAVILION');
    expect(placeOf('/flagMask', document)).toBe('flags');
    expect(placeOf('', document)).toBe('page');
    expect([
      ...errorsByPlace(
        [
          { pointer: '/flagMask', message: 'a' },
          { pointer: '/orderingSlots/0', message: 'b' },
        ],
        document,
      ).keys(),
    ]).toEqual(['flags', 'slot:0']);
  });

  it('names the field below the row', () => {
    expect(fieldOf('/orderingSlots/2/udfs/startTime')).toBe('udfs/startTime');
    expect(fieldOf('/flagMask')).toBe('flagMask');
  });
});
