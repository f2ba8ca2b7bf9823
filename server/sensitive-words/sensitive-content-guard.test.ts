import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotlineNumbers } from '../config/hotline.js';
import { migrate } from '../db/migrate.js';
import { testDatabases, type TestDatabase } from '../db/testing/databases.js';
import { registerErrorHandler } from '../plugins/error-handler.js';
import { createSensitiveWordRepository } from './repository.js';
import { createSensitiveContentGuard } from './sensitive-content-guard.js';

const HOTLINE: HotlineNumbers = { overseas: '+86 10 5555 0101', domestic: '400 555 0102' };

describe.each(testDatabases)('refusing sensitive content on $name', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await kind.open();
    await migrate(database.db);
    const words = createSensitiveWordRepository(database.db);
    await words.insert({ word: 'smuggling', language: 'en-US' });
    await words.insert({ word: '走私', language: 'zh-CN' });
    const refuse = createSensitiveContentGuard(words, HOTLINE);
    app = Fastify();
    registerErrorHandler(app);
    app.post<{ Body: { texts: string[] } }>('/check', async (request) => {
      await refuse(request, request.body.texts);
      return { clean: true };
    });
    app.post<{ Body: Record<string, string> }>('/form', async (request) => {
      await refuse(request, request.body);
      return { clean: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const check = (texts: string[], language = 'en-US') =>
    app.inject({ method: 'POST', url: '/check', headers: { 'accept-language': language }, payload: { texts } });

  it('lets clean text through', async () => {
    const response = await check(['500 cotton T-shirts', '交货期五月']);
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 E400_SENSITIVE_CONTENT with the configured hotline numbers, in English', async () => {
    const response = await check(['fine', 'Any SMUGGLING route?']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorList: [
        {
          errorCode: 'E400_SENSITIVE_CONTENT',
          errorMessage:
            'Your submission contains sensitive content and cannot be sent. Please call our hotline: +86 10 5555 0101 (overseas) or 400 555 0102 (domestic).',
        },
      ],
    });
  });

  it('answers in Chinese for a zh-CN request', async () => {
    const response = await check(['有走私渠道吗'], 'zh-CN');
    expect(response.statusCode).toBe(400);
    expect(response.json().errorList[0].errorMessage).toBe('您提交的内容包含敏感信息，无法发送。请拨打热线：+86 10 5555 0101（海外）或 400 555 0102（国内）。');
  });

  it('names the field that holds the word when given the texts by field, and none for a list', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'accept-language': 'en-US' },
      payload: { companyName: 'Harbour Ltd', contactName: 'Mr Smuggling' },
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().errorList).toEqual([expect.objectContaining({ errorCode: 'E400_SENSITIVE_CONTENT', pointer: '/contactName' })]);
    expect((await check(['smuggling'])).json().errorList[0]).not.toHaveProperty('pointer');
    expect((await app.inject({ method: 'POST', url: '/form', payload: { companyName: 'Harbour Ltd' } })).statusCode).toBe(200);
  });

  it('applies a word added to the list at once', async () => {
    expect((await check(['replica bags'])).statusCode).toBe(200);
    await createSensitiveWordRepository(database.db).insert({ word: 'replica', language: 'en-US' });
    expect((await check(['replica bags'])).statusCode).toBe(400);
  });
});
