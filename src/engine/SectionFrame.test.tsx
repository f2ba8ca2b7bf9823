import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionContextOf } from './section-context';
import { alpha } from './test-sections/fake-sections';
import { pageWith } from './test-sections/page';
import { SectionFrame } from './SectionFrame';
import type { RenderedPlan } from './types';
import { VISITOR } from '../platform/session';

/** A stand-in for the browser's IntersectionObserver that the test moves by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(): void {}
  disconnect(): void {}
  comeNear(): void {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function alphaPlan(): RenderedPlan {
  const page = pageWith([['ALPHA']], { ALPHA: { text: 'alpha content' } });
  const plan = alpha.plan(page, sectionContextOf(page, 'en-US', new Date(), VISITOR));
  if (plan.status !== 'render') throw new Error('ALPHA should render');
  return plan;
}

describe('SectionFrame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeIntersectionObserver.instances = [];
  });

  it("loads a section's code only when its box comes near the viewport, keeping the box meanwhile", async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { container } = render(<SectionFrame plan={alphaPlan()} page="mobile-home" />);
    expect(screen.queryByText('alpha content')).toBeNull();
    expect(container.querySelector('[data-section="ALPHA"] [aria-hidden]')?.getAttribute('style')).toContain('min-height: 20px');
    act(() => FakeIntersectionObserver.instances[0]?.comeNear());
    expect(await screen.findByText('alpha content')).toBeTruthy();
  });
});
