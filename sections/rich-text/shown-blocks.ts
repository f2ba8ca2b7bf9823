import type { RichTextData, TextBlock } from '../../common/generated/types';

/** The blocks with something to show: a heading, a paragraph or a list item that is not blank. */
export function shownBlocks(data: RichTextData): TextBlock[] {
  const filled = (text: string | undefined) => text !== undefined && text.trim() !== '';
  return data.blocks.filter((block) => filled(block.heading) || (block.paragraphs ?? []).some(filled) || (block.list?.items ?? []).some(filled));
}
