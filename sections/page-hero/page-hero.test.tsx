import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSectionView, sectionStatusWith } from '../../src/engine/testing/sections/render-section-view';
import seedEn from './fixtures/about.en-US.json';
import seedZh from './fixtures/about.zh-CN.json';
import withImage from './fixtures/with-image.en-US.json';
import withoutTitle from './fixtures/broken/root--required.title.json';
import { pageHero } from '.';
import PageHeroView from './View';

describe('PAGEHERO', () => {
  it('renders a content page heading with its title', async () => expect(await sectionStatusWith(pageHero, seedEn)).toBe('render'));
  it('is skipped without a title', async () => expect(await sectionStatusWith(pageHero, withoutTitle)).toBe('invalid'));
  it('is hidden when the title is blank', async () => expect(await sectionStatusWith(pageHero, { title: '   ' })).toBe('hidden'));
  it('declares no analytics', () => expect(pageHero.analytics).toBe(false));

  it.each([seedEn, seedZh])('shows the title as a heading and the subtitle', (data) => {
    renderSectionView(pageHero, PageHeroView, data);
    expect(screen.getByRole('heading', { level: 2, name: data.title })).toBeInTheDocument();
    expect(screen.getByText(data.subtitle)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('reserves the picture box with its size and loads it lazily', () => {
    renderSectionView(pageHero, PageHeroView, withImage);
    const picture = document.querySelector('img');
    expect([picture?.getAttribute('src'), picture?.getAttribute('width'), picture?.getAttribute('height'), picture?.getAttribute('loading')]).toEqual([
      withImage.image.url,
      '702',
      '280',
      'lazy',
    ]);
  });
});
