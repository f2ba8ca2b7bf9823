import { describe, expect, it } from 'vitest';
import { redirectTargetOf } from './redirect-target';

const ORIGIN = 'https://fair.example';

describe('redirectTargetOf (the /customPages/redirect page)', () => {
  it.each([
    ['/m/en-US/search?keyword=tea', '/m/en-US/search?keyword=tea'],
    ['/m/zh-CN/customPages/help#visa', '/m/zh-CN/customPages/help#visa'],
    ['/m/en-US/news?x=1#y', '/m/en-US/news?x=1#y'],
    ['https://fair.example/m/en-US/download', '/m/en-US/download'],
    ['m/en-US/', '/m/en-US/'],
    [' /m/en-US/ \n', '/m/en-US/'],
    ['/m/en-US/a/../news', '/m/en-US/news'],
  ])('sends a path of the portal, %j, straight to %s', (url, path) => {
    expect(redirectTargetOf(url, ORIGIN)).toEqual({ kind: 'internal', path });
  });

  it.each([
    ['https://matching.globaltradefair.example/?lang=en-US', 'matching.globaltradefair.example'],
    ['https://evil.example', 'evil.example'],
    ['//evil.example/x', 'evil.example'],
    ['/\\evil.example/x', 'evil.example'],
    ['\\/evil.example', 'evil.example'],
    ['http://fair.example:8080/', 'fair.example:8080'],
  ])('treats %j as another site (%s), to confirm before leaving', (url, host) => {
    expect(redirectTargetOf(url, ORIGIN)).toMatchObject({ kind: 'external', host });
  });

  // Issue 24, finding 6: these resolve to a page of the portal whose path begins "//host" (or would after a
  // decode); emitted as a path, a browser would follow it to evil.example.
  it.each([
    '/.//evil.example/phish',
    '/./\\evil.example',
    '/..//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%2e/%2Fevil.example',
  ])('refuses %j, whose path would lead to another site', (url) => {
    expect(redirectTargetOf(url, ORIGIN)).toEqual({ kind: 'refused', reason: 'malformed' });
  });

  it.each(['java\nscript:alert(1)', ' java\tscript:alert(1)', '/m/en-US/\tnews', '/\t/evil.example', '/m/en-US/\u0000'])(
    'refuses %j, which holds a control character',
    (url) => {
      expect(redirectTargetOf(url, ORIGIN)).toEqual({ kind: 'refused', reason: 'malformed' });
    },
  );

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'mailto:a@b.c', 'ftp://fair.example/x'])(
    'refuses %j by its scheme',
    (url) => expect(redirectTargetOf(url, ORIGIN)).toEqual({ kind: 'refused', reason: 'scheme' }),
  );

  it('refuses a missing or blank url', () => {
    expect(redirectTargetOf(null, ORIGIN)).toEqual({ kind: 'refused', reason: 'missing' });
    expect(redirectTargetOf(' \n', ORIGIN)).toEqual({ kind: 'refused', reason: 'missing' });
  });

  it('refuses text that is no URL', () => expect(redirectTargetOf('http://', ORIGIN)).toEqual({ kind: 'refused', reason: 'malformed' }));
});
