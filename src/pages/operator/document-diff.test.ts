// Issue 27 item 7: what changed between two documents, field by field, as an operator reads it.
import { beforeAll, describe, expect, it } from 'vitest';
import { intlFor, loadMessages } from '../../../common/i18n/messages';
import live from '../../../fixtures/operator/live-page-config.seed.en-US.json';
import { diffDocuments, placeOfChange, valueOfChange } from './document-diff';
import type { PageConfigDocument } from './editor-document';

const before = live.document as unknown as PageConfigDocument;

interface Tile {
  id: string;
  title: string;
}
const services = (document: PageConfigDocument) => document.sections.SERVICES as { primary: Tile[]; secondary: Tile[] };

beforeAll(() => loadMessages('en-US'));

/** The changes as the page words them (the place, and the values). */
function described(after: PageConfigDocument): string[] {
  const intl = intlFor('en-US');
  return diffDocuments(before, after).map((change) => {
    const place = placeOfChange(change.path, change.kind === 'removed' ? before : after, intl);
    if (change.kind === 'changed') return `${place}: ${valueOfChange(change.before)} → ${valueOfChange(change.after)}`;
    if (change.kind === 'added') return `${place}: added ${valueOfChange(change.after)}`;
    if (change.kind === 'removed') return `${place}: removed ${valueOfChange(change.before)}`;
    return `${place}: reordered`;
  });
}

describe('the changes between two documents', () => {
  it('are none between a document and its copy', () => {
    expect(diffDocuments(before, structuredClone(before))).toEqual([]);
  });

  it('name a changed field by its section, its list’s item and its label', () => {
    const after = structuredClone(before);
    services(after).primary[1]!.title = 'Hotels near the halls';
    expect(described(after)).toEqual(['Services (SERVICES) › Big tiles 2 › Title: “Hotel booking” → “Hotels near the halls”']);
  });

  it('tell an added and a removed item by its name, and a move as an order change only', () => {
    const after = structuredClone(before);
    const tiles = services(after).secondary;
    const removed = tiles.pop() as Tile;
    tiles.unshift({ ...removed, id: 'visa-desk', title: 'Visa desk' });
    const first = tiles[1] as Tile;
    tiles[1] = tiles[2] as Tile;
    tiles[2] = first;
    expect(described(after)).toEqual([
      'Services (SERVICES) › Small icons 1: added “Visa desk”',
      `Services (SERVICES) › Small icons 6: removed “${removed.title}”`,
      'Services (SERVICES) › Small icons: reordered',
    ]);
  });

  it('tell a moved section as the sections’ order, and a hidden one by its slot', () => {
    const after = structuredClone(before);
    const [first, second] = after.orderingSlots;
    after.orderingSlots[0] = second!;
    after.orderingSlots[1] = { ...first!, status: 'DISABLE' };
    const names = described(after);
    expect(names).toContain('Sections: reordered');
    expect(names.some((line) => /^Sections › .*\(SYSTEMNOTICE\) › Status: “ENABLE” → “DISABLE”$/.test(line))).toBe(true);
  });

  it('shortens a long value', () => {
    expect(valueOfChange('x'.repeat(500))).toHaveLength(80);
    expect(valueOfChange({ title: 'Fair' })).toBe('“Fair”');
    expect(valueOfChange(3)).toBe('3');
  });
});
