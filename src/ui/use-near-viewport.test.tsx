import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './use-near-viewport';

/** Stands in for the browser's observer: the test decides when the element comes near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function Probe() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

const latestObserver = () => FakeIntersectionObserver.instances.at(-1)!;

describe('useNearViewport', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is far until the element comes within the generous margin', () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(latestObserver().options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    latestObserver().report(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    latestObserver().report(true);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('stays near and stops observing once the element came near', () => {
    render(<Probe />);
    const observer = latestObserver();
    observer.report(true);
    expect(observer.disconnected).toBe(true);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('counts everything as near where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
