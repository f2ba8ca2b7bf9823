import { afterEach, describe, expect, it, vi } from 'vitest';
import { localApiForTests } from './testing/api-for-tests';
import { sendJson } from './testing/local-api-server';
import { getToasts } from './toast';
import { hasChineseCharacters, toSimplifiedChinese, ZH_CONVERTER_PATH } from './zh-converter';

let reply: { status: number; body: unknown } = { status: 200, body: { value: '智能家居' } };

const server = localApiForTests((request, response) => {
  if (request.method === 'POST' && request.url?.startsWith(`${ZH_CONVERTER_PATH}?`)) return sendJson(response, reply.status, reply.body);
  return sendJson(response, 404, { errorList: [{ errorCode: 'E404', errorMessage: 'Not found' }] });
});

afterEach(() => {
  reply = { status: 200, body: { value: '智能家居' } };
  server.requests.length = 0;
  vi.restoreAllMocks();
});

describe('hasChineseCharacters', () => {
  it.each([
    ['智慧家居', true],
    ['LED燈具', true],
    ['Smart home', false],
    ['1.1A01', false],
  ])('%s → %s', (text, expected) => expect(hasChineseCharacters(text)).toBe(expected));
});

describe('toSimplifiedChinese', () => {
  it('sends the keyword as the value and gives the converted one', async () => {
    expect(await toSimplifiedChinese('智慧家居')).toBe('智能家居');
    expect(server.requests[0]?.method).toBe('POST');
    expect(new URLSearchParams(server.requests[0]!.url.split('?')[1]).get('value')).toBe('智慧家居');
  });

  it.each([
    ['the call fails', { status: 500, body: { errorList: [{ errorCode: 'E500_INTERNAL', errorMessage: 'Internal error' }] } }],
    ['the reply has another shape', { status: 200, body: { converted: '智能家居' } }],
  ])('gives the keyword as typed when %s, says so in the console and shows no toast', async (_case, failing) => {
    reply = failing;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await toSimplifiedChinese('智慧家居')).toBe('智慧家居');
    expect(warn).toHaveBeenCalledWith('[search] the converter failed; the keyword is searched as typed:', expect.any(String));
    expect(getToasts()).toEqual([]);
  });
});
