import { describe, expect, it } from 'vitest';
import { matchingSiteLink } from './matching-site-link';

describe('matchingSiteLink', () => {
  it('finds suppliers with queryType SUPPLIER and the page language', () => {
    expect(matchingSiteLink('https://matching.example.org/search', 'SUPPLIER', 'en-US')).toBe(
      'https://matching.example.org/search?queryType=SUPPLIER&lang=en-US',
    );
  });

  it('finds buyers with queryType PURCHASE', () => {
    expect(matchingSiteLink('https://matching.example.org/search', 'PURCHASE', 'zh-CN')).toBe(
      'https://matching.example.org/search?queryType=PURCHASE&lang=zh-CN',
    );
  });

  it("keeps the site's own parameters and replaces stale ones", () => {
    expect(matchingSiteLink('https://matching.example.org/?fair=139&lang=fr', 'SUPPLIER', 'en-US')).toBe(
      'https://matching.example.org/?fair=139&lang=en-US&queryType=SUPPLIER',
    );
  });
});
