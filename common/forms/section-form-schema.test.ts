import { describe, expect, it } from 'vitest';
import services from '../../sections/services/schema.json';
import { bundleSectionSchema, resolveLocal } from './section-form-schema';

describe('a section schema bundled for its form', () => {
  it('points its references to common.schema.json at copies inside it, and keeps its own', () => {
    const bundled = bundleSectionSchema(services);
    const text = JSON.stringify(bundled);
    expect(text).not.toMatch(/"\$ref":"[^"#]+#/);
    expect(bundled.$id).toBeUndefined();
    const defs = bundled.$defs as Record<string, { $ref?: string; properties?: Record<string, { $ref?: string }> }>;
    expect(defs.serviceLink?.properties?.icon?.$ref).toBe('#/$defs/common.image');
    expect(defs['common.image']).toMatchObject({ type: 'object' });
    // A shared definition's own references follow it.
    for (const ref of text.match(/"\$ref":"[^"]*"/g) ?? []) expect(Object.keys(defs)).toContain(ref.slice('"$ref":"#/$defs/'.length, -1));
  });

  it('resolves a local reference to its definition, its siblings kept', () => {
    const bundled = bundleSectionSchema(services);
    expect(resolveLocal({ $ref: '#/$defs/serviceLink', title: 'Tile' }, bundled)).toMatchObject({ type: 'object', title: 'Tile' });
    expect(resolveLocal({ type: 'string' }, bundled)).toEqual({ type: 'string' });
  });
});
