import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_ALLOWED_ORIGINS, readEmbedAllowedOrigins } from './embed-config.js';

describe('EMBED_ALLOWED_ORIGINS', () => {
  it("is the fair's own sites when unset", () => {
    expect(readEmbedAllowedOrigins({})).toEqual(DEFAULT_EMBED_ALLOWED_ORIGINS);
  });

  it('reads comma-separated https origins, lower-cased, blanks skipped; empty allows none', () => {
    expect(readEmbedAllowedOrigins({ EMBED_ALLOWED_ORIGINS: ' https://Partner.example.com , ,https://b.example:8443' })).toEqual([
      'https://partner.example.com',
      'https://b.example:8443',
    ]);
    expect(readEmbedAllowedOrigins({ EMBED_ALLOWED_ORIGINS: '' })).toEqual([]);
  });

  it.each([
    'http://plain.example.com',
    'https://a.example.com/path',
    'https://*.example.com',
    'javascript:alert(1)',
    'partner.example.com',
    "https://a.example.com 'unsafe-inline'",
  ])('refuses %j, so a typo cannot open the frame to anyone', (entry) => {
    expect(() => readEmbedAllowedOrigins({ EMBED_ALLOWED_ORIGINS: entry })).toThrow(/EMBED_ALLOWED_ORIGINS/);
  });
});
