import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSectionView, sectionStatusWith } from '../../src/engine/testing/sections/render-section-view';
import type { FaqData } from '../../common/generated/types';
import seedEn from './fixtures/help.en-US.json';
import seedZh from './fixtures/help.zh-CN.json';
import withoutAnswer from './fixtures/broken/items.0--required.answer.json';
import { faq } from '.';
import FaqView from './View';

describe('FAQ', () => {
  it('renders the questions', async () => expect(await sectionStatusWith(faq, seedEn)).toBe('render'));
  it('is skipped when a question has no answer', async () => expect(await sectionStatusWith(faq, withoutAnswer)).toBe('invalid'));

  it.each([seedEn, seedZh] as FaqData[])('folds each answer under its question until it is opened', (data) => {
    renderSectionView(faq, FaqView, data);
    const [first] = data.items;
    const question = screen.getByText(first?.question ?? '');
    const details = question.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(question);
    expect(details.open).toBe(true);
    expect(document.querySelectorAll('details')).toHaveLength(data.items.length);
  });
});
