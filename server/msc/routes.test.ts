import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/error-handler.js';
import { registerSharedSchemas } from '../schemas/shared-schemas.js';
import { MAX_CONVERTER_VALUE_LENGTH, mscRoutes } from './routes.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerSharedSchemas(app);
  registerErrorHandler(app);
  await app.register(mscRoutes);
  await app.ready();
});
afterAll(() => app.close());

const convert = (value: string) => app.inject({ method: 'POST', url: `/public/api/msc/zhConverter?value=${encodeURIComponent(value)}` });

describe('POST /public/api/msc/zhConverter', () => {
  it.each([
    ['臺灣電腦軟體', '台湾电脑软件'],
    ['智慧家居 LED燈具', '智能家居 LED灯具'],
    ['陶瓷餐具', '陶瓷餐具'],
    ['Smart home 1.1A01', 'Smart home 1.1A01'],
  ])('gives %s in simplified Chinese as %s, other text unchanged', async (value, simplified) => {
    const response = await convert(value);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ value: simplified });
  });

  it('refuses a request without a value, or with one longer than a keyword, in the error shape', async () => {
    const missing = await app.inject({ method: 'POST', url: '/public/api/msc/zhConverter' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorList[0].errorCode).toBe('E400_VALIDATION');
    const long = await convert('字'.repeat(MAX_CONVERTER_VALUE_LENGTH + 1));
    expect(long.statusCode).toBe(400);
  });
});
