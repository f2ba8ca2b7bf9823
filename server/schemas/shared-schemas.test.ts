import { describe, expect, it } from 'vitest';
import { absoluteRef, forSerializer } from './shared-schemas.js';

describe('schemas for the response serializer', () => {
  it('resolve relative refs against the schema’s own $id', () => {
    expect(absoluteRef('../common.schema.json#/$defs/yesNo', 'auth/member.schema.json')).toBe('schema:/common.schema.json#/$defs/yesNo');
    expect(absoluteRef('sections/top-banner.schema.json', 'page-config.schema.json')).toBe('schema:/sections/top-banner.schema.json');
  });

  it('are registered under their $id and under the absolute one, without $schema, local refs kept', () => {
    const copies = forSerializer({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'auth/x.schema.json',
      title: 'X',
      properties: { a: { $ref: '../common.schema.json#/$defs/language' }, b: { $ref: '#/$defs/b' } },
    });
    expect(copies.map((copy) => copy.$id)).toEqual(['auth/x.schema.json', 'schema:/auth/x.schema.json']);
    for (const copy of copies) {
      expect(copy).not.toHaveProperty('$schema');
      expect(copy.properties).toEqual({ a: { $ref: 'schema:/common.schema.json#/$defs/language' }, b: { $ref: '#/$defs/b' } });
    }
  });
});
