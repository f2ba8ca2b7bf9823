// Issue 27 item 9: a draft carried over onto another operator's publish.
import { describe, expect, it } from 'vitest';
import { rebaseDocument } from './rebase';

const tile = (id: string, title: string) => ({ id, title });
const slot = (module: string, status = 'ENABLE') => ({ status, udfs: { module } });

describe('rebasing a draft onto a newer version', () => {
  it('takes each side’s changes to different fields, and their new version where the draft changed nothing', () => {
    const base = { flagMask: 1, sections: { A: { title: 'a', body: 'x' }, B: { title: 'b' } } };
    const mine = { flagMask: 1, sections: { A: { title: 'mine', body: 'x' }, B: { title: 'b' } } };
    const theirs = { flagMask: 3, sections: { A: { title: 'a', body: 'theirs' }, B: { title: 'b2' }, C: { title: 'c' } } };
    expect(rebaseDocument(base, mine, theirs)).toEqual({
      value: { flagMask: 3, sections: { A: { title: 'mine', body: 'theirs' }, B: { title: 'b2' }, C: { title: 'c' } } },
      conflicts: [],
    });
  });

  it('keeps the draft’s value where both changed the same field, and names the place', () => {
    const base = { sections: { A: { title: 'a' } } };
    const rebased = rebaseDocument(base, { sections: { A: { title: 'mine' } } }, { sections: { A: { title: 'theirs' } } });
    expect(rebased).toEqual({ value: { sections: { A: { title: 'mine' } } }, conflicts: [['sections', 'A', 'title']] });
  });

  it('merges named list items one by one: both sides’ additions, a removal, a change each', () => {
    const base = { tiles: [tile('t1', 'one'), tile('t2', 'two'), tile('t3', 'three')] };
    const mine = { tiles: [tile('t1', 'ONE'), tile('t2', 'two'), tile('m1', 'mine'), tile('t3', 'three')] };
    const theirs = { tiles: [tile('t1', 'one'), tile('t3', 'THREE'), tile('x1', 'theirs')] };
    expect(rebaseDocument(base, mine, theirs)).toEqual({
      value: { tiles: [tile('t1', 'ONE'), tile('m1', 'mine'), tile('t3', 'THREE'), tile('x1', 'theirs')] },
      conflicts: [],
    });
  });

  it('keeps the draft’s new section order, with the slot they added, and reports two reorders', () => {
    const base = { orderingSlots: [slot('A'), slot('B'), slot('C')] };
    const mine = { orderingSlots: [slot('C'), slot('A'), slot('B')] };
    const theirs = { orderingSlots: [slot('A'), slot('B', 'DISABLE'), slot('C'), slot('D')] };
    expect(rebaseDocument(base, mine, theirs).value).toEqual({ orderingSlots: [slot('C'), slot('D'), slot('A'), slot('B', 'DISABLE')] });
    expect(rebaseDocument(base, mine, theirs).conflicts).toEqual([]);
    const theirsReordered = { orderingSlots: [slot('B'), slot('A'), slot('C')] };
    expect(rebaseDocument(base, mine, theirsReordered)).toEqual({ value: mine, conflicts: [['orderingSlots']] });
  });

  it('follows the draft where it removed an item they changed, and names the place', () => {
    const base = { tiles: [tile('t1', 'one'), tile('t2', 'two')] };
    const rebased = rebaseDocument(base, { tiles: [tile('t1', 'one')] }, { tiles: [tile('t1', 'one'), tile('t2', 'TWO')] });
    expect(rebased.value).toEqual({ tiles: [tile('t1', 'one')] });
    expect(rebased.conflicts).toEqual([['tiles', 1]]);
  });

  it('treats lists of unnamed items as one value', () => {
    const rebased = rebaseDocument({ tags: ['a'] }, { tags: ['a', 'b'] }, { tags: ['c'] });
    expect(rebased).toEqual({ value: { tags: ['a', 'b'] }, conflicts: [['tags']] });
  });
});
