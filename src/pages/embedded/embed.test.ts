import { describe, expect, it } from 'vitest';
import { embedTargetOf } from './embed';

const ALLOWED = ['https://app.globaltradefair.example', 'https://matching.globaltradefair.example'];

describe('what an embedded page frames (spec §2: only allow-listed URLs)', () => {
  it('frames a page of an allowed origin as it is', () => {
    expect(embedTargetOf('https://matching.globaltradefair.example/list?queryType=SUPPLIER&lang=en-US', ALLOWED)).toEqual({
      status: 'allowed',
      url: 'https://matching.globaltradefair.example/list?queryType=SUPPLIER&lang=en-US',
      host: 'matching.globaltradefair.example',
    });
  });

  it('passes /edit/{id} and /view/{id} to the framed page in its query', () => {
    expect(embedTargetOf('https://app.globaltradefair.example/form?x=1', ALLOWED, { mode: 'edit', id: '42' })).toMatchObject({
      url: 'https://app.globaltradefair.example/form?x=1&mode=edit&id=42',
    });
    expect(embedTargetOf('https://app.globaltradefair.example/', ALLOWED, { mode: 'view', id: 'a b' })).toMatchObject({
      url: 'https://app.globaltradefair.example/?mode=view&id=a+b',
    });
  });

  it.each([
    ['another site', 'https://evil.example/page', 'evil.example'],
    ['a look-alike host', 'https://app.globaltradefair.example.evil.example/', 'app.globaltradefair.example.evil.example'],
    ['the allowed host over http', 'http://app.globaltradefair.example/', 'app.globaltradefair.example'],
    ['the allowed host on another port', 'https://app.globaltradefair.example:8443/', 'app.globaltradefair.example:8443'],
  ])('refuses %s, naming it', (_case, url, host) => {
    expect(embedTargetOf(url, ALLOWED)).toEqual({ status: 'refused', host });
  });

  it.each([null, '', 'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/m/en-US/', '//evil.example/'])(
    'refuses %j without a site to name',
    (url) => {
      expect(embedTargetOf(url, ALLOWED)).toEqual({ status: 'refused' });
    },
  );
});
