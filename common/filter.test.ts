import { describe, expect, it } from 'vitest';
import { validateFilterExpression } from './generated/validators.js';
import { allOf, anyOf, condition, withoutEmptyConditions } from './filter';

describe('filter builders', () => {
  it('build a condition with only the parts given', () => {
    expect(condition('industrySite.id', 'isNotNull')).toEqual({ field: 'industrySite.id', op: 'isNotNull' });
    expect(condition('status', 'eq', 'ACTIVE', true)).toEqual({ field: 'status', op: 'eq', value: 'ACTIVE', not: true });
  });

  it('join groups with and / or', () => {
    const tree = allOf(condition('a', 'eq', 1), anyOf(condition('b', 'in', ['x', 'y']), condition('c', 'isNull')));
    expect(tree).toEqual({
      join: 'and',
      items: [
        { field: 'a', op: 'eq', value: 1 },
        {
          join: 'or',
          items: [
            { field: 'b', op: 'in', value: ['x', 'y'] },
            { field: 'c', op: 'isNull' },
          ],
        },
      ],
    });
  });

  it('build trees the filter-expression schema accepts', () => {
    const tree = allOf(condition('status', 'eq', 'ACTIVE'), anyOf(condition('place', 'in', ['MALL_PAGE']), condition('x', 'isNull', undefined, true)));
    expect(validateFilterExpression(tree), JSON.stringify(validateFilterExpression.errors)).toBe(true);
  });
});

describe('conditions with no value are skipped', () => {
  it('skips undefined, null, empty text and empty lists', () => {
    const tree = allOf(condition('a', 'eq'), condition('b', 'eq', null), condition('c', 'like', ''), condition('d', 'in', []), condition('e', 'eq', 'kept'));
    expect(withoutEmptyConditions(tree)).toEqual({ join: 'and', items: [{ field: 'e', op: 'eq', value: 'kept' }] });
  });

  it('keeps isNull and isNotNull, which need no value', () => {
    const tree = allOf(condition('a', 'isNull'), condition('b', 'isNotNull'));
    expect(withoutEmptyConditions(tree)).toEqual(tree);
  });

  it('keeps falsy values that are values: 0 and false', () => {
    const tree = allOf(condition('a', 'eq', 0), condition('b', 'eq', false));
    expect(withoutEmptyConditions(tree)).toEqual(tree);
  });

  it('skips a nested group left empty, and the whole filter when nothing remains', () => {
    const tree = allOf(condition('a', 'eq', 'x'), anyOf(condition('b', 'eq', ''), condition('c', 'in', [])));
    expect(withoutEmptyConditions(tree)).toEqual({ join: 'and', items: [{ field: 'a', op: 'eq', value: 'x' }] });
    expect(withoutEmptyConditions(anyOf(condition('b', 'eq', '')))).toBeUndefined();
    expect(withoutEmptyConditions(condition('b', 'eq', null))).toBeUndefined();
  });

  it('keeps a group’s join, not and wrap', () => {
    const group = { join: 'or' as const, not: true, wrap: true, items: [condition('a', 'eq', 'x'), condition('b', 'eq', '')] };
    expect(withoutEmptyConditions(group)).toEqual({ join: 'or', not: true, wrap: true, items: [{ field: 'a', op: 'eq', value: 'x' }] });
  });
});
