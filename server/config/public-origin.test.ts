import { describe, expect, it } from 'vitest';
import { readPublicOrigin } from './public-origin.js';

describe('PUBLIC_ORIGIN (issue 24: what is a page of the portal)', () => {
  it('is the listen address when unset or blank: http, HOST (127.0.0.1) and PORT (8080)', () => {
    expect(readPublicOrigin({})).toBe('http://127.0.0.1:8080');
    expect(readPublicOrigin({ PUBLIC_ORIGIN: ' ', HOST: 'fair.local', PORT: '3000' })).toBe('http://fair.local:3000');
    expect(readPublicOrigin({ HOST: '::1' })).toBe('http://[::1]:8080');
  });

  it('reads an http(s) origin, lower-cased, default port and a trailing slash dropped', () => {
    expect(readPublicOrigin({ PUBLIC_ORIGIN: 'https://Fair.Example/' })).toBe('https://fair.example');
    expect(readPublicOrigin({ PUBLIC_ORIGIN: 'https://fair.example:443' })).toBe('https://fair.example');
    expect(readPublicOrigin({ PUBLIC_ORIGIN: ' http://fair.example:8443 ', HOST: 'ignored.example' })).toBe('http://fair.example:8443');
  });

  it.each([
    'fair.example',
    'ftp://fair.example',
    'https://fair.example/m/en-US/',
    'https://user@fair.example',
    'https://fair.example?x=1',
    'https://fair.example#top',
    'https://*.example',
    'javascript:alert(1)',
  ])('refuses %j, so a typo cannot make another site "the portal"', (setting) => {
    expect(() => readPublicOrigin({ PUBLIC_ORIGIN: setting })).toThrow(/PUBLIC_ORIGIN/);
  });
});
