import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerHelmet } from './helmet.js';

describe('registerHelmet', () => {
  it('lets the page connect to the extra sources it is given, beside its own host', async () => {
    const app = Fastify();
    await registerHelmet(app, ['wss://*.qcloud.com', 'https://kefu.example.com']);
    app.get('/', async () => 'ok');
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' wss://*.qcloud.com https://kefu.example.com;");
    await app.close();
  });

  it('frames only its own pages and the embed allow-list, exactly', async () => {
    const app = Fastify();
    await registerHelmet(app, [], ['https://app.globaltradefair.example', 'https://matching.globaltradefair.example']);
    app.get('/', async () => 'ok');
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' https://app.globaltradefair.example https://matching.globaltradefair.example;");
    await app.close();
  });

  it('runs its own scripts and only the inline ones it is given the hashes of', async () => {
    const app = Fastify();
    await registerHelmet(app, [], [], ["'sha256-abc='"]);
    app.get('/', async () => 'ok');
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'sha256-abc=';");
    await app.close();
  });
});
