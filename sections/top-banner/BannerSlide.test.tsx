import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Banner } from '../../common/generated/types';
import { BannerSlide } from './BannerSlide';

const image = { url: '/media/banners/en-US/1.svg', width: 750, height: 300 };

function hrefOf(banner: Banner): string | null | undefined {
  const { container } = render(<BannerSlide banner={banner} eager={false} />);
  return container.querySelector('a')?.getAttribute('href');
}

describe('BannerSlide', () => {
  it.each<[string, Banner, string | undefined]>([
    ['POST uses post.fullUrl', { id: '1', title: 'News', redirectType: 'POST', post: { fullUrl: '/m/en-US/news/1' }, materialInfo: image }, '/m/en-US/news/1'],
    [
      'WEB_PAGE uses webPage.fullUrl',
      { id: '2', title: 'Search', redirectType: 'WEB_PAGE', webPage: { fullUrl: '/m/en-US/search' }, materialInfo: image },
      '/m/en-US/search',
    ],
    [
      'MALL_PAGE_INDEX uses pageTheme.url',
      { id: '3', title: 'Home', redirectType: 'MALL_PAGE_INDEX', pageTheme: { url: '/m/en-US/' }, materialInfo: image },
      '/m/en-US/',
    ],
    [
      'URL uses redirectUrl',
      { id: '4', title: 'Exhibition', redirectType: 'URL', redirectUrl: '/m/en-US/customPages/exhibition', materialInfo: image },
      '/m/en-US/customPages/exhibition',
    ],
    ['NONE gives no link', { id: '5', title: 'Spring fair', redirectType: 'NONE', redirectUrl: '/ignored', materialInfo: image }, undefined],
  ])('%s', (_rule, banner, expected) => {
    expect(hrefOf(banner) ?? undefined).toBe(expected);
  });

  it('reserves the image box with its intrinsic size', () => {
    const { container } = render(<BannerSlide banner={{ id: '1', title: 'Spring fair', redirectType: 'NONE', materialInfo: image }} eager />);
    const img = container.querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height'), img?.getAttribute('loading')]).toEqual(['750', '300', 'eager']);
  });

  it('gives the picture the banner’s title as its text alternative', () => {
    const { getByRole } = render(<BannerSlide banner={{ id: '1', title: 'Spring fair', redirectType: 'NONE', materialInfo: image }} eager />);
    expect(getByRole('img')).toHaveAccessibleName('Spring fair');
  });
});
