import { describe, expect, it } from 'vitest';
import type { FilterExpression } from '../../common/generated/types.js';
import { ApiError } from '../errors/api-error.js';
import { compileFilter, FILTER_LIMITS, requiresValueOf } from './compile-filter.js';
import type { SearchResource } from './search-resource.js';
import { SqlParams } from './sql-params.js';

const resource: SearchResource = {
  name: 'things',
  fields: new Map([
    ['name', { column: 'name', type: 'text' }],
    ['id', { column: 'id', type: 'integer' }],
    ['duration.fromTime', { column: 'from_time', type: 'wallTime' }],
    ['places.place', { column: 'places', type: 'textArray' }],
  ]),
  sortColumns: new Map([['id', 'id']]),
  idColumn: 'id',
};

function compile(expression: FilterExpression | undefined) {
  const params = new SqlParams();
  return { sql: compileFilter(expression, resource, params), params: params.values };
}

function rejection(expression: FilterExpression): ApiError {
  try {
    compile(expression);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the filter to be rejected');
}

describe('compileFilter', () => {
  it('gives TRUE without a filter', () => {
    expect(compile(undefined)).toEqual({ sql: 'TRUE', params: [] });
  });

  it.each([
    ['eq', 'name = $1::text'],
    ['ne', 'name <> $1::text'],
    ['lt', 'name < $1::text'],
    ['lte', 'name <= $1::text'],
    ['gt', 'name > $1::text'],
    ['gte', 'name >= $1::text'],
  ] as const)('compiles %s on a text field to a comparison with a parameter', (op, sql) => {
    expect(compile({ field: 'name', op, value: 'Fair' })).toEqual({ sql, params: ['Fair'] });
  });

  it('compiles in to a list of parameters, a scalar being a list of one', () => {
    expect(compile({ field: 'name', op: 'in', value: ['a', 'b'] })).toEqual({ sql: 'name IN ($1::text, $2::text)', params: ['a', 'b'] });
    expect(compile({ field: 'name', op: 'in', value: 'a' })).toEqual({ sql: 'name IN ($1::text)', params: ['a'] });
  });

  it('compiles like to a case-insensitive contains, with % and _ matched literally', () => {
    expect(compile({ field: 'name', op: 'like', value: '50%_off\\' })).toEqual({
      sql: "name ILIKE $1 ESCAPE '\\'",
      params: ['%50\\%\\_off\\\\%'],
    });
  });

  it('compiles isNull and isNotNull without a value', () => {
    expect(compile({ field: 'name', op: 'isNull' })).toEqual({ sql: 'name IS NULL', params: [] });
    expect(compile({ field: 'name', op: 'isNotNull', value: '' })).toEqual({ sql: 'name IS NOT NULL', params: [] });
  });

  it('casts integer and wall-time values, and normalises a whole day to midnight', () => {
    expect(compile({ field: 'id', op: 'gte', value: '42' })).toEqual({ sql: 'id >= $1::bigint', params: ['42'] });
    expect(compile({ field: 'id', op: 'eq', value: 7 })).toEqual({ sql: 'id = $1::bigint', params: ['7'] });
    expect(compile({ field: 'duration.fromTime', op: 'lte', value: '2026-06-15 12:30:00' })).toEqual({
      sql: 'from_time <= $1::timestamp',
      params: ['2026-06-15 12:30:00'],
    });
    expect(compile({ field: 'duration.fromTime', op: 'gt', value: '2026-06-15' }).params).toEqual(['2026-06-15 00:00:00']);
  });

  it('asks a text[] field whether it contains the value (eq, ne) or any of the values (in)', () => {
    expect(compile({ field: 'places.place', op: 'eq', value: 'MALL_PAGE' })).toEqual({ sql: '$1::text = ANY (places)', params: ['MALL_PAGE'] });
    expect(compile({ field: 'places.place', op: 'ne', value: 'MALL_PAGE' })).toEqual({ sql: 'NOT ($1::text = ANY (places))', params: ['MALL_PAGE'] });
    expect(compile({ field: 'places.place', op: 'in', value: ['A', 'B'] })).toEqual({ sql: 'places && ARRAY[$1::text, $2::text]', params: ['A', 'B'] });
    expect(compile({ field: 'places.place', op: 'isNull' }).sql).toBe('coalesce(cardinality(places), 0) = 0');
    expect(compile({ field: 'places.place', op: 'isNotNull' }).sql).toBe('cardinality(places) > 0');
  });

  it('negates a condition or a group with not, as a boolean or as the string a query string carries', () => {
    expect(compile({ field: 'name', op: 'eq', value: 'x', not: true }).sql).toBe('NOT (name = $1::text)');
    expect(compile({ field: 'name', op: 'eq', value: 'x', not: 'true' }).sql).toBe('NOT (name = $1::text)');
    expect(compile({ field: 'name', op: 'eq', value: 'x', not: 'false' }).sql).toBe('name = $1::text');
    expect(compile({ items: [{ field: 'name', op: 'isNull' }], not: 'true' }).sql).toBe('NOT (name IS NULL)');
  });

  it('parenthesises nested groups and joins with and by default, or when asked', () => {
    const nested: FilterExpression = {
      items: [
        { field: 'name', op: 'eq', value: 'a' },
        {
          join: 'or',
          wrap: 'true',
          items: [
            { field: 'id', op: 'eq', value: '1' },
            { field: 'id', op: 'eq', value: '2' },
          ],
        },
      ],
    };
    expect(compile(nested)).toEqual({
      sql: '(name = $1::text AND (id = $2::bigint OR id = $3::bigint))',
      params: ['a', '1', '2'],
    });
  });

  it('skips conditions with no value (undefined, null, empty string, empty list), and groups left empty (spec §5)', () => {
    const filter: FilterExpression = {
      items: [
        { field: 'name', op: 'eq' },
        { field: 'name', op: 'eq', value: null },
        { field: 'name', op: 'eq', value: '' },
        { field: 'name', op: 'in', value: [] },
        { items: [{ field: 'id', op: 'eq', value: '' }] },
        { field: 'id', op: 'eq', value: '5' },
      ],
    };
    expect(compile(filter)).toEqual({ sql: '(id = $1::bigint)', params: ['5'] });
    expect(compile({ items: [{ field: 'name', op: 'like', value: '' }] })).toEqual({ sql: 'TRUE', params: [] });
  });

  it.each(['id; drop table things', '__proto__', 'constructor', 'toString', 'nam', 'places'])(
    'refuses the field %j, which is not on the allow-list, naming it',
    (field) => {
      const error = rejection({ field, op: 'eq', value: '1' });
      expect(error.statusCode).toBe(400);
      expect(error.errorCode).toBe('E400_FILTER_FIELD');
      expect(error.message).toContain(JSON.stringify(field));
    },
  );

  it('keeps a hostile value as data: it only ever becomes a parameter', () => {
    const hostile = "' or 1=1 --";
    expect(compile({ field: 'name', op: 'eq', value: hostile })).toEqual({ sql: 'name = $1::text', params: [hostile] });
  });

  it('refuses an operator the field type does not support', () => {
    expect(rejection({ field: 'id', op: 'like', value: '1' }).errorCode).toBe('E400_FILTER_OPERATOR');
    expect(rejection({ field: 'places.place', op: 'lt', value: 'A' }).errorCode).toBe('E400_FILTER_OPERATOR');
    const unknown = { field: 'name', op: 'between', value: '1' } as unknown as FilterExpression;
    expect(rejection(unknown).errorCode).toBe('E400_FILTER_OPERATOR');
  });

  it.each([
    ['id', 'eq', '1 OR 1=1'],
    ['id', 'eq', '1.5'],
    ['duration.fromTime', 'lte', '2026-02-30 00:00:00'],
    ['duration.fromTime', 'lte', 'now()'],
    ['name', 'eq', 'x'.repeat(501)],
  ] as const)('refuses a value of the wrong type: %s %s %j', (field, op, value) => {
    expect(rejection({ field, op, value }).errorCode).toBe('E400_FILTER_VALUE');
  });

  it('refuses several values for an operator that takes one', () => {
    expect(rejection({ field: 'name', op: 'eq', value: ['a', 'b'] }).errorCode).toBe('E400_FILTER_VALUE');
  });

  it(`refuses groups nested deeper than ${FILTER_LIMITS.maxDepth}`, () => {
    let deep: FilterExpression = { field: 'id', op: 'eq', value: '1' };
    for (let depth = 0; depth < FILTER_LIMITS.maxDepth; depth += 1) deep = { items: [deep] };
    expect(compile(deep).sql).toBe('(((((id = $1::bigint)))))');
    expect(rejection({ items: [deep] }).errorCode).toBe('E400_FILTER_TOO_COMPLEX');
  });

  it(`refuses more than ${FILTER_LIMITS.maxConditions} conditions`, () => {
    const condition: FilterExpression = { field: 'id', op: 'eq', value: '1' };
    const half = Array.from({ length: 30 }, () => condition);
    expect(rejection({ items: [{ items: half }, { items: half }] }).errorCode).toBe('E400_FILTER_TOO_COMPLEX');
  });
});

describe('which filters an index of their fields answers', () => {
  const fields = new Set(['area', 'salesInfo.supplyType']);
  const area = { field: 'area', op: 'eq', value: 'A' } as const;
  const recent = { field: 'listedAt', op: 'gte', value: '2026-01-01' } as const;

  it('an eq on one of the fields, alone or in an AND group', () => {
    expect(requiresValueOf(area, fields)).toBe(true);
    expect(requiresValueOf({ items: [recent, { items: [area] }] }, fields)).toBe(true);
  });

  it('not an OR group, a negation, another operator or another field', () => {
    expect(requiresValueOf(undefined, fields)).toBe(false);
    expect(requiresValueOf({ items: [recent, area], join: 'or' }, fields)).toBe(false);
    expect(requiresValueOf({ ...area, not: 'true' }, fields)).toBe(false);
    expect(requiresValueOf({ items: [area], not: true }, fields)).toBe(false);
    expect(requiresValueOf({ field: 'area', op: 'in', value: ['A', 'B'] }, fields)).toBe(false);
    expect(requiresValueOf(recent, fields)).toBe(false);
  });
});
