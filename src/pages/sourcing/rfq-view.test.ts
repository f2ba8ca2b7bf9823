import { describe, expect, it } from 'vitest';
import { rfqViewOf } from './rfq-view';

describe('rfqViewOf', () => {
  it('opens the create form on #/rfq-list/create (spec §2)', () => {
    expect(rfqViewOf('#/rfq-list/create')).toBe('create');
    expect(rfqViewOf('#/rfq-list/create/')).toBe('create');
  });

  it('lists the requests on #/rfq-list, no hash or any other hash, so none is a dead end', () => {
    for (const hash of ['#/rfq-list', '', '#', '#/rfq-list/create/x', '#<script>']) expect(rfqViewOf(hash)).toBe('list');
  });
});
