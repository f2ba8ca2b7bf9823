import { describe, expect, it } from 'vitest';
import { appIntroLink } from './app-intro-link';

describe('app-introduction link', () => {
  it('opens the page in the current language', () => {
    expect(appIntroLink('https://app.globaltradefair.example/intro', 'zh-CN')).toBe('https://app.globaltradefair.example/intro?lang=zh-CN');
  });

  it("keeps the page's own parameters and replaces a stale lang", () => {
    expect(appIntroLink('https://app.globaltradefair.example/intro?from=portal&lang=zh-CN#download', 'en-US')).toBe(
      'https://app.globaltradefair.example/intro?from=portal&lang=en-US#download',
    );
  });
});
