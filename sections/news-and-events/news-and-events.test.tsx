import { describe, expect, it } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { pageWith } from '../../src/engine/testing/sections/page';
import type { Language } from '../../common/language';
import { VISITOR } from '../../src/platform/session';
import empty from './fixtures/empty.json';
import seedEn from './fixtures/seed.en-US.json';
import seedZh from './fixtures/seed.zh-CN.json';
import broken from './fixtures/broken/links.0--required.sequence.json';
import { newsAndEvents } from '.';
import { checkedPlanner } from '../../src/engine/testing/sections/checked-planner';

const planChecked = await checkedPlanner(newsAndEvents);

function statusWith(data: unknown, language: Language = 'en-US') {
  const page = pageWith([['NEWSANDEVENTS']], { NEWSANDEVENTS: data }, { language });
  return planChecked(page, sectionContextOf(page, language, new Date('2026-10-20T02:00:00Z'), VISITOR)).status;
}

describe('NEWSANDEVENTS', () => {
  it.each<[Language, unknown]>([
    ['en-US', seedEn],
    ['zh-CN', seedZh],
  ])('shows NEWSANDEVENTS when the %s list is non-empty', (language, data) => {
    expect(statusWith(data, language)).toBe('render');
  });

  it.each<Language>(['en-US', 'zh-CN'])('hides NEWSANDEVENTS when the list for the language is empty (%s)', (language) => {
    expect(statusWith(empty, language)).toBe('hidden');
  });

  it('skips NEWSANDEVENTS when a link has no sequence to sort by', () => {
    expect(statusWith(broken)).toBe('invalid');
  });
});
