import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSectionView, sectionStatusWith } from '../../src/engine/testing/sections/render-section-view';
import type { RichTextData } from '../../common/generated/types';
import seedEn from './fixtures/legal.en-US.json';
import seedZh from './fixtures/legal.zh-CN.json';
import blank from './fixtures/blank.en-US.json';
import htmlParagraph from './fixtures/broken/blocks.0.paragraphs.0--type.json';
import { richText } from '.';
import RichTextView from './View';

describe('RICHTEXT', () => {
  it('renders headed paragraphs and lists', async () => expect(await sectionStatusWith(richText, seedEn)).toBe('render'));
  it('is skipped when a paragraph is not text', async () => expect(await sectionStatusWith(richText, htmlParagraph)).toBe('invalid'));
  it('is hidden when every block is blank', async () => expect(await sectionStatusWith(richText, blank)).toBe('hidden'));

  it.each([seedEn, seedZh] as RichTextData[])('shows each block under its heading, with its paragraphs and list items', (data) => {
    renderSectionView(richText, RichTextView, data);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(data.blocks.map((block) => block.heading));
    const items = data.blocks.flatMap((block) => block.list?.items ?? []);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(items);
    expect(document.getElementById('privacy-policy')).not.toBeNull();
  });

  it('writes markup in the text as text, never as elements', () => {
    renderSectionView<RichTextData>(richText, RichTextView, {
      blocks: [{ id: 'hostile', paragraphs: ['<img src=x onerror=alert(1)> <b>bold</b>'] }],
    });
    expect(screen.getByText('<img src=x onerror=alert(1)> <b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('img, b')).toBeNull();
  });

  it('numbers an ordered list', () => {
    renderSectionView<RichTextData>(richText, RichTextView, { blocks: [{ id: 'steps', list: { ordered: true, items: ['Register', 'Verify'] } }] });
    expect(document.querySelector('ol')?.textContent).toBe('RegisterVerify');
  });
});
