import { describe, expect, it } from 'vitest';
import { redirectTargetOf } from './redirect-target';

const ORIGIN = 'https://fair.example';

describe('redirectTargetOf (the /customPages/redirect page)', () => {
  it.each([
    ['/m/en-US/search?keyword=tea', '/m/en-US/search?keyword=tea'],
    ['/m/zh-CN/customPages/help#visa', '/m/zh-CN/customPages/help#visa'],
    ['https://fair.example/m/en-US/download', '/m/en-US/download'],
    ['m/en-US/', '/m/en-US/'],
  ])('sends a path of the portal, %s, straight to %s', (url, path) => {
    expect(redirectTargetOf(url, ORIGIN)).toEqual({ kind: 'internal', path });
  });

  it.each([
    ['https://matching.globaltradefair.example/?lang=en-US', 'matching.globaltradefair.example'],
    ['//evil.example/x', 'evil.example'],
    ['/\\evil.example/x', 'evil.example'],
    ['http://fair.example:8080/', 'fair.example:8080'],
  ])('treats %s as another site (%s), to confirm before leaving', (url, host) => {
    expect(redirectTargetOf(url, ORIGIN)).toMatchObject({ kind: 'external', host });
  });

  it.each(['javascript:alert(1)', ' java\nscript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'mailto:a@b.c', 'ftp://fair.example/x'])(
    'refuses %j by its scheme',
    (url) => expect(redirectTargetOf(url, ORIGIN)).toEqual({ kind: 'refused', reason: 'scheme' }),
  );

  it('refuses a missing or blank url', () => {
    expect(redirectTargetOf(null, ORIGIN)).toEqual({ kind: 'refused', reason: 'missing' });
    expect(redirectTargetOf(' \n', ORIGIN)).toEqual({ kind: 'refused', reason: 'missing' });
  });

  it('refuses text that is no URL', () => expect(redirectTargetOf('http://', ORIGIN)).toEqual({ kind: 'refused', reason: 'malformed' }));
});
