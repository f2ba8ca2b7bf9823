// Issue 27 item 3: the operators' media library over the real app and database.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateMediaFile, validateMediaFileList } from '../../common/generated/validators.js';
import { loginAs, type TestLogin } from '../auth/testing/login.js';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';
import { MEDIA_MAX_BYTES } from './routes.js';
import { SVG_WITH_SCRIPT, pngHeaderOf, pngOf } from './testing/pictures.js';

describe.each(testDatabases)('the media library on $name', (kind) => {
  let portal: TestApp;
  let folder: string;
  let employee: TestLogin;
  let buyer: TestLogin;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'media-'));
    portal = await openTestApp(kind, { mediaDir: folder });
    [employee, buyer] = await Promise.all([loginAs(portal.app, 'employee@demo.fair'), loginAs(portal.app, 'buyer@demo.fair')]);
  });
  afterAll(async () => {
    await portal?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** `name` as it goes in the query: percent-encoded, so a test can send what no browser would (a lone surrogate). */
  const upload = (bytes: Buffer, login: TestLogin | null = employee, encodedName = 'banner.png', type = 'image/png') =>
    portal.app.inject({
      method: 'POST',
      url: `/work/api/media?name=${encodedName}`,
      headers: { 'content-type': type, 'x-user-lan': 'en-US', ...(login ? login.headers : {}) },
      payload: bytes,
    });

  it('stores an employee’s picture under its hash and serves it to anyone, cached for a year', async () => {
    const picture = pngOf(6, 4);
    const reply = await upload(picture, employee, 'banner.png', 'application/octet-stream');
    expect(reply.statusCode).toBe(201);
    const file = reply.json();
    expect(validateMediaFile(file)).toBe(true);
    expect(file).toMatchObject({ contentType: 'image/png', width: 6, height: 4, byteSize: picture.length, originalName: 'banner.png' });
    expect(file.url).toBe(`/media/uploads/${file.hash}.png`);

    const served = await portal.app.inject(file.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(picture)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(readdirSync(folder)).toContain(`${file.hash}.png`);

    // The same bytes again are the same picture; the list has it once.
    expect((await upload(picture)).json().hash).toBe(file.hash);
    const list = (await portal.app.inject({ url: '/work/api/media', headers: employee.headers })).json();
    expect(validateMediaFileList(list)).toBe(true);
    expect(list.files.filter((listed: { hash: string }) => listed.hash === file.hash)).toHaveLength(1);
  });

  it('refuses an SVG, a page named .png and a picture too large, with the spec’s errorList', async () => {
    for (const [bytes, code] of [
      [SVG_WITH_SCRIPT, 'E400_MEDIA_TYPE'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'E400_MEDIA_TYPE'],
      [pngHeaderOf(5000, 10), 'E400_MEDIA_PIXELS'],
      [pngOf(2, 2).subarray(0, 10), 'E400_MEDIA_PIXELS'],
    ] as const) {
      const reply = await upload(bytes, employee, 'innocent.png', 'image/svg+xml');
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errorList[0]).toMatchObject({ errorCode: code });
    }
    const tooBig = await upload(Buffer.concat([pngOf(2, 2), Buffer.alloc(MEDIA_MAX_BYTES)]));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errorList[0].errorCode).toBe('E413_BODY_TOO_LARGE');
  });

  it('keeps a hostile name as data', async () => {
    // NUL, markup, a dollar and a lone surrogate (its UTF-8 bytes, which decode to U+FFFD).
    const reply = await upload(pngOf(3, 3, [1, 2, 3]), employee, `a%00%3Cb%3E%24%ED%A0%80${'x'.repeat(150)}`);
    expect(reply.statusCode).toBe(201);
    // A query that does not decode as UTF-8 is kept as it came: data, never a failure.
    expect(reply.json().originalName).toBe(`a%00%3Cb%3E%24%ED%A0%80${'x'.repeat(150)}`);
    const markup = await upload(pngOf(3, 3, [1, 2, 5]), employee, `%3Cimg%20onerror%3Dx%3E%24%7B1%7D`);
    expect(markup.statusCode).toBe(201);
    expect(markup.json().originalName).toBe('<img onerror=x>${1}');
    const tooLong = await upload(pngOf(3, 3, [1, 2, 4]), employee, 'x'.repeat(10_000));
    expect(tooLong.statusCode).toBe(400);
  });

  it('is the employees’ only, and serves no picture it does not hold', async () => {
    expect((await upload(pngOf(2, 2), buyer)).statusCode).toBe(403);
    expect((await upload(pngOf(2, 2), null)).statusCode).toBe(401);
    expect((await portal.app.inject({ url: '/work/api/media', headers: buyer.headers })).statusCode).toBe(403);
    expect((await portal.app.inject(`/media/uploads/${'0'.repeat(64)}.png`)).statusCode).toBe(404);
    expect((await portal.app.inject('/media/uploads/..%2F..%2Fetc%2Fpasswd.png')).statusCode).toBe(400);
  });
});
