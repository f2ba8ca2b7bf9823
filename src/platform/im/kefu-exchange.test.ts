import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { localApiForTests } from '../testing/api-for-tests';
import { sendJson } from '../testing/local-api-server';
import { dismissToast, getToasts } from '../toast';
import { exchangeKefuImUser, forgetKefuExchanges } from './kefu-exchange';

function bodyOf(request: IncomingMessage): Promise<{ memberId?: string }> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(JSON.parse(text || '{}') as { memberId?: string }));
  });
}

let failNext = false;
const api = localApiForTests((request, response) => {
  void bodyOf(request).then(({ memberId }) => {
    if (failNext) {
      failNext = false;
      sendJson(response, 503, { errorList: [{ errorCode: 'E503', errorMessage: 'Customer service is busy' }] });
      return;
    }
    sendJson(response, 200, { imUserId: `kefu-for-${memberId}` });
  });
});

afterEach(() => {
  forgetKefuExchanges();
  api.requests.splice(0);
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('the kefu exchange (spec §7)', () => {
  it('posts memberId to the kefu path and answers the customer service’s imUserId', async () => {
    expect(await exchangeKefuImUser('m1')).toBe('kefu-for-m1');
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /public/api/imIntegration/postTiMexchangeImUser']);
  });

  it('is cached per member: one call per member however often it is asked', async () => {
    const answers = await Promise.all([exchangeKefuImUser('m1'), exchangeKefuImUser('m1'), exchangeKefuImUser('m2')]);
    expect(answers).toEqual(['kefu-for-m1', 'kefu-for-m1', 'kefu-for-m2']);
    expect(await exchangeKefuImUser('m1')).toBe('kefu-for-m1');
    expect(api.requests).toHaveLength(2);
  });

  it('goes to the kefu host the signature reply names', async () => {
    expect(await exchangeKefuImUser('m3', api.origin)).toBe('kefu-for-m3');
    expect(api.requests).toHaveLength(1);
  });

  it('asks again after a failed exchange', async () => {
    failNext = true;
    await expect(exchangeKefuImUser('m1')).rejects.toMatchObject({ status: 503 });
    expect(await exchangeKefuImUser('m1')).toBe('kefu-for-m1');
    expect(api.requests).toHaveLength(2);
  });
});
