import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionContextOf } from './section-context';
import { alpha, withOverlay } from './testing/sections/fake-sections';
import { pageWith } from './testing/sections/page';
import { SectionFrame } from './SectionFrame';
import type { RegisteredSection } from './define-section';
import type { RenderedPlan } from './types';
import { VISITOR } from '../platform/session';
import { clearRecentEvents, recentEvents, setAnalyticsSink } from '../platform/analytics';

/** A stand-in for the browser's IntersectionObserver that the test moves by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  comeNear(isIntersecting = true): void {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

/** The observer that watches for the box entering the viewport itself (no margin), not for it coming near. */
const viewportObserver = () => FakeIntersectionObserver.instances.find((observer) => observer.options.rootMargin === undefined);
/** The observer that watches for the box coming near the viewport (its code loads then). */
const nearObserver = () => FakeIntersectionObserver.instances.find((observer) => observer.options.rootMargin !== undefined);
const exposures = () => recentEvents().filter((tracked) => tracked.event === 'section_exposed');

function renderedPlan(section: RegisteredSection, text: string): RenderedPlan {
  const page = pageWith([[section.key]], { [section.key]: { text } });
  const plan = section.plan(page, sectionContextOf(page, 'en-US', new Date(), VISITOR), null);
  if (plan.status !== 'render') throw new Error(`${section.key} should render`);
  return plan;
}

describe('SectionFrame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeIntersectionObserver.instances = [];
  });

  it("loads a section's code only when its box comes near the viewport, keeping the box meanwhile", async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { container } = render(<SectionFrame plan={renderedPlan(alpha, 'alpha content')} page="mobile-home" />);
    expect(screen.queryByText('alpha content')).toBeNull();
    expect(container.querySelector('[data-section="ALPHA"] [aria-hidden]')?.getAttribute('style')).toContain('min-height: 20px');
    act(() => nearObserver()?.comeNear());
    await screen.findByText('alpha content');
  });

  it('loads an overlay at once, while the View still waits for the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<SectionFrame plan={renderedPlan(withOverlay, 'consent')} page="mobile-home" />);
    await screen.findByText('consent on the screen');
    expect(screen.queryByText('consent in the flow')).toBeNull();
    act(() => nearObserver()?.comeNear());
    await screen.findByText('consent in the flow');
  });

  it('reports section_exposed with its key and page once, when its box first enters the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    setAnalyticsSink(null);
    clearRecentEvents();
    const { rerender } = render(<SectionFrame plan={renderedPlan(alpha, 'alpha content')} page="mobile-home" />);
    act(() => nearObserver()?.comeNear());
    expect(exposures()).toEqual([]);
    const observer = viewportObserver();
    act(() => observer?.comeNear(false));
    expect(exposures()).toEqual([]);
    act(() => observer?.comeNear());
    expect(exposures()).toEqual([{ event: 'section_exposed', properties: { section: 'ALPHA', page: 'mobile-home' } }]);
    expect(observer?.disconnected).toBe(true);
    act(() => observer?.comeNear());
    rerender(<SectionFrame plan={renderedPlan(alpha, 'alpha again')} page="mobile-home" />);
    expect(FakeIntersectionObserver.instances.filter((each) => each.options.rootMargin === undefined)).toHaveLength(1);
    expect(exposures()).toHaveLength(1);
  });

  it('reports a section again in a new page view', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    setAnalyticsSink(null);
    clearRecentEvents();
    const first = render(<SectionFrame plan={renderedPlan(alpha, 'alpha content')} page="mobile-home" />);
    act(() => viewportObserver()?.comeNear());
    first.unmount();
    FakeIntersectionObserver.instances = [];
    render(<SectionFrame plan={renderedPlan(alpha, 'alpha content')} page="mobile-home" />);
    act(() => viewportObserver()?.comeNear());
    expect(exposures()).toHaveLength(2);
  });
});
