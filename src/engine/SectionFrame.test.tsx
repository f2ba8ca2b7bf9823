import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionContextOf } from './section-context';
import { alpha, withOverlay } from './test-sections/fake-sections';
import { pageWith } from './test-sections/page';
import { SectionFrame } from './SectionFrame';
import type { RegisteredSection } from './define-section';
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

function renderedPlan(section: RegisteredSection, text: string): RenderedPlan {
  const page = pageWith([[section.key]], { [section.key]: { text } });
  const plan = section.plan(page, sectionContextOf(page, 'en-US', new Date(), VISITOR));
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
    act(() => FakeIntersectionObserver.instances[0]?.comeNear());
    expect(await screen.findByText('alpha content')).toBeTruthy();
  });

  it('loads an overlay at once, while the View still waits for the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<SectionFrame plan={renderedPlan(withOverlay, 'consent')} page="mobile-home" />);
    expect(await screen.findByText('consent on the screen')).toBeTruthy();
    expect(screen.queryByText('consent in the flow')).toBeNull();
    act(() => FakeIntersectionObserver.instances[0]?.comeNear());
    expect(await screen.findByText('consent in the flow')).toBeTruthy();
  });
});
