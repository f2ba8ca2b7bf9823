import { describe, expect, it } from 'vitest';
import type { PageConfigDocument } from '../editor-document';
import { sectionsDifferingInStructure, structureOf } from './section-structure';

const page = (sections: Record<string, unknown>) => ({ sections }) as unknown as PageConfigDocument;

describe('the structure of a section’s content', () => {
  it('is its fields and its lists’ lengths, not its words', () => {
    expect(structureOf({ title: 'Hello', items: [{ id: 'a' }, { id: 'b' }] })).toBe(structureOf({ items: [{ id: '甲' }, { id: '乙' }], title: '你好' }));
    expect(structureOf({ items: [{ id: 'a' }] })).not.toBe(structureOf({ items: [{ id: 'a' }, { id: 'b' }] }));
    expect(structureOf({ title: 'Hello', subtitle: undefined })).toBe(structureOf({ title: 'Hi' }));
    expect(structureOf({ title: 'Hello' })).not.toBe(structureOf({ title: 'Hello', subtitle: 'More' }));
  });

  it('tells the sections that differ between two languages, or that only one has', () => {
    const english = page({ A: { title: 'x' }, B: { items: [1, 2] }, C: { on: true } });
    const chinese = page({ A: { title: '甲' }, B: { items: [1] }, D: {} });
    expect(sectionsDifferingInStructure(english, chinese).sort()).toEqual(['B', 'C', 'D']);
  });
});
