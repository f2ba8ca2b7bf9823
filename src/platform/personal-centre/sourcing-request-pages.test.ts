import { describe, expect, it } from 'vitest';
import { sourcingRequestCreateUrl, sourcingRequestListUrl } from './sourcing-request-pages';

describe('the sourcing request pages of the member area (spec §2)', () => {
  it('opens the create page of the rfq-list menu in the page language', () => {
    expect(sourcingRequestCreateUrl('en-US')).toBe('/member/rfq/index?lang=en-US#/rfq-list/create');
    expect(sourcingRequestCreateUrl('zh-CN')).toBe('/member/rfq/index?lang=zh-CN#/rfq-list/create');
  });

  it('lists the requests on the same page without the create step', () => {
    expect(sourcingRequestListUrl('en-US')).toBe('/member/rfq/index?lang=en-US#/rfq-list');
  });
});
