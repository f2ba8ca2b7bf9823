import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';

describe('en-US catalog', () => {
  it('uses the spec texts exactly', () => {
    expect(enUS['request.error']).toBe('Request Error');
    expect(enUS['list.failed']).toBe('Request failed, click to reload');
    expect(enUS['list.noData']).toBe('No Data');
    expect(enUS['list.noMore']).toBe('No More');
    expect(enUS['list.loading']).toBe('Loading...');
    expect(enUS.comingSoon).toBe('Coming soon');
    expect(enUS['header.loginRegister']).toBe('Login/Reg');
    expect(enUS['search.blankKeyword']).toBe('Please enter a keyword at least for your search.');
    expect(enUS['auth.loginFirst']).toBe('Sorry, please log in first');
    expect(enUS['buyer.registerPrompt']).toBe('You are not a buyer yet. Click here to register now.');
    expect(enUS['sound.notice']).toBe('Set the browser and system tones to get the webpage reminder sound.');
  });

  it('completes the non-buyer messages the spec abbreviates with the shared opening', () => {
    const opening = 'Your account is not a buyer account and ';
    expect(enUS['buyerOnly.instantMessage']).toBe(`${opening}cannot send instant messages.`);
    expect(enUS['buyerOnly.submitRequest']).toBe(`${opening}cannot submit request.`);
    expect(enUS['buyerOnly.businessCard']).toBe(`${opening}cannot send business card.`);
  });
});

describe('catalog parts', () => {
  const partsOf = (modules: Record<string, Record<string, Record<string, string>>>) =>
    Object.entries(modules)
      .filter(([path]) => !path.endsWith('/index.ts'))
      .flatMap(([, module]) => Object.values(module));

  // The portal's parts (./en-US/*.ts) and each section's own (sections/<name>/messages.<language>.ts).
  it.each([
    [
      'en-US',
      {
        ...import.meta.glob<Record<string, Record<string, string>>>('./en-US/*.ts', { eager: true }),
        ...import.meta.glob<Record<string, Record<string, string>>>('../../sections/*/messages.en-US.ts', { eager: true }),
      },
    ],
    [
      'zh-CN',
      {
        ...import.meta.glob<Record<string, Record<string, string>>>('./zh-CN/*.ts', { eager: true }),
        ...import.meta.glob<Record<string, Record<string, string>>>('../../sections/*/messages.zh-CN.ts', { eager: true }),
      },
    ],
  ])('never share a key in %s', (_language, modules) => {
    const keys = partsOf(modules).flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(Object.keys(enUS).length);
  });
});
