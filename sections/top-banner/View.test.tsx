import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { sectionTracker } from '../../src/engine/section-tracker';
import { pageWith } from '../../src/engine/testing/sections/page';
import { validateTopBannerData } from '../../common/generated/validators.js';
import { BANNER_AUTOPLAY_MS } from '../../common/constants';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import { VISITOR } from '../../src/platform/session';
import many from './fixtures/many.en-US.json';
import one from './fixtures/one.en-US.json';
import TopBannerView from './View';

function renderBanners(fixture: unknown) {
  if (!validateTopBannerData(fixture)) throw new Error('the fixture is not TopBannerData');
  const page = pageWith([], {});
  const context = sectionContextOf(page, 'en-US', new Date('2026-10-15T02:00:00Z'), VISITOR);
  return render(
    <PortalIntlProvider language="en-US">
      <MemoryRouter>
        <TopBannerView data={fixture} context={context} track={sectionTracker('TOPBANNER', {})} />
      </MemoryRouter>
    </PortalIntlProvider>,
  );
}

/** The carousel, once its lazily loaded module (real file reads, so real time) has rendered. */
async function carouselOf(container: HTMLElement): Promise<Element> {
  vi.useRealTimers();
  return waitFor(() => container.querySelector('.swiper') ?? Promise.reject(new Error('no carousel yet')));
}

describe('TOPBANNER view', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the first banner alone until the first autoplay tick, then the carousel takes over', async () => {
    const { container } = renderBanners(many);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(BANNER_AUTOPLAY_MS - 100));
    expect(container.querySelector('.swiper')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    const carousel = await carouselOf(container);
    expect(carousel.querySelectorAll('.swiper-slide img').length).toBeGreaterThanOrEqual(many.banners.length);
  });

  it('loads the carousel as soon as the visitor touches the banner', async () => {
    const { container } = renderBanners(many);
    fireEvent.pointerDown(container.firstElementChild!);
    expect(await carouselOf(container)).not.toBeNull();
  });

  it('does not move for a visitor who asks for reduced motion, and offers to play instead', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener() {},
      removeEventListener() {},
    }));
    const { container } = renderBanners(many);
    expect(screen.getByRole('button', { name: 'Play the slides' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(BANNER_AUTOPLAY_MS * 3));
    expect(container.querySelector('.swiper')).toBeNull();
  });

  it('stays on the first banner once the visitor pauses it', async () => {
    const { container } = renderBanners(many);
    const pause = screen.getByRole('button', { name: 'Pause the slides' });
    // fireEvent.click sends no pointerdown or focus: only the autoplay tick could load the carousel here.
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play the slides' })).toBe(pause);
    await act(() => vi.advanceTimersByTimeAsync(BANNER_AUTOPLAY_MS * 3));
    expect(container.querySelector('.swiper')).toBeNull();
  });

  it('never loads a carousel for a single banner', async () => {
    const { container } = renderBanners(one);
    fireEvent.pointerDown(container.firstElementChild!);
    await act(() => vi.advanceTimersByTimeAsync(BANNER_AUTOPLAY_MS * 3));
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(container.querySelector('.swiper')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pause the slides' })).toBeNull();
  });
});
