import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSectionView, sectionStatusWith } from '../../src/engine/testing/sections/render-section-view';
import type { LinkListData } from '../../common/generated/types';
import { getOpenDialog } from '../../src/platform/dialogs';
import seedEn from './fixtures/about.en-US.json';
import seedZh from './fixtures/about.zh-CN.json';
import withoutTargets from './fixtures/without-targets.en-US.json';
import empty from './fixtures/broken/links--minItems.json';
import { linkList } from '.';
import LinkListView from './View';

const EXTERNAL: LinkListData = {
  links: [{ id: 'freight', label: 'Book freight', redirectType: 'URL', redirectUrl: 'https://freight.example.com/globaltradefair' }],
};

describe('LINKLIST', () => {
  afterEach(() => act(() => getOpenDialog()?.settle('dismiss')));

  it('renders a list of links', async () => expect(await sectionStatusWith(linkList, seedEn)).toBe('render'));
  it('is skipped with no link', async () => expect(await sectionStatusWith(linkList, empty)).toBe('invalid'));

  it.each([
    ['en-US', seedEn],
    ['zh-CN', seedZh],
  ] as const)('links each label to its page in %s, through the one resolver', (language, data) => {
    renderSectionView(linkList, LinkListView, data as LinkListData, language);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      data.links.map((link) => [`${link.label}${link.description ?? ''}`, link.redirectUrl]),
    );
  });

  it("shows 'Coming soon' for a link without a target, and never links a script URL", () => {
    renderSectionView(linkList, LinkListView, withoutTargets as LinkListData);
    expect(screen.queryAllByRole('link')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /Hostile link/ }));
    expect(screen.getByRole('dialog').textContent).toContain('Coming soon');
  });

  it('asks before leaving for another site (spec §8)', () => {
    renderSectionView(linkList, LinkListView, EXTERNAL);
    fireEvent.click(screen.getByRole('link', { name: 'Book freight' }));
    expect(screen.getByRole('dialog').textContent).toMatch(/privacy/i);
  });
});
