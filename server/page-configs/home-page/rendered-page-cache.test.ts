import { describe, expect, it } from 'vitest';
import { createRenderedPageCache, type RenderedPage } from './rendered-page-cache.js';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const stamp = (version: string) => async () => version;

/** A render that counts itself and answers `html` for the live configuration `version`. */
function renderer(page: Partial<RenderedPage> = {}) {
  const calls = { count: 0 };
  const render = async (): Promise<RenderedPage> => {
    calls.count += 1;
    return { html: `<p>page ${calls.count}</p>`, version: 'v1', until: Infinity, keep: true, ...page };
  };
  return { calls, render };
}

describe('the rendered page cache', () => {
  it('renders a page once and keeps it, compressed, for every request of the same configuration', async () => {
    const cache = createRenderedPageCache({ maxAgeMs: 60_000 });
    const { calls, render } = renderer({ html: `<p>${'trade fair '.repeat(200)}</p>` });
    const first = await cache.page('en-US', stamp('v1'), render);
    const second = await cache.page('en-US', stamp('v1'), render);
    expect(calls.count).toBe(1);
    expect(second.page).toBe(first.page);
    expect(first.page.encoded?.br.length).toBeGreaterThan(0);
    expect(first.etag).toMatch(/^"/);
  });

  it('shares one render among the requests that arrive while it renders', async () => {
    const cache = createRenderedPageCache({ maxAgeMs: 60_000 });
    const { calls, render } = renderer();
    const pages = await Promise.all(Array.from({ length: 16 }, () => cache.page('en-US', stamp('v1'), render)));
    expect(calls.count).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('keeps each language apart', async () => {
    const cache = createRenderedPageCache({ maxAgeMs: 60_000 });
    const en = await cache.page('en-US', stamp('v1'), async () => ({ html: 'en', version: 'v1', until: Infinity, keep: true }));
    const zh = await cache.page('zh-CN', stamp('v1'), async () => ({ html: 'zh', version: 'v1', until: Infinity, keep: true }));
    expect(en.page.body).toBe('en');
    expect(zh.page.body).toBe('zh');
  });

  it('asks for the live stamp at most once a second, and renders again when it is another (a publish, an edit of the row)', async () => {
    const time = clock();
    const cache = createRenderedPageCache({ maxAgeMs: 60_000, now: time.now });
    await cache.page('en-US', stamp('v1'), renderer().render);
    let asked = 0;
    const published = async () => {
      asked += 1;
      return 'v2';
    };
    const render = async () => ({ html: 'published', version: 'v2', until: Infinity, keep: true });
    time.advance(999);
    expect((await cache.page('en-US', published, render)).page.body).toBe('<p>page 1</p>');
    expect(asked).toBe(0);
    time.advance(1);
    const pages = await Promise.all([cache.page('en-US', published, render), cache.page('en-US', published, render)]);
    expect(pages.map((page) => page.page.body)).toEqual(['published', 'published']);
    expect(asked).toBe(1);
    expect((await cache.page('en-US', published, renderer().render)).page.body).toBe('published');
    expect(asked).toBe(1);
  });

  it('keeps its page when the stamp asked for is the same', async () => {
    const time = clock();
    const cache = createRenderedPageCache({ maxAgeMs: 60_000, now: time.now });
    const { calls, render } = renderer();
    await cache.page('en-US', stamp('v1'), render);
    time.advance(5_000);
    await cache.page('en-US', stamp('v1'), render);
    expect(calls.count).toBe(1);
  });

  it('renders again at the next time window edge, and after its maximum age', async () => {
    const time = clock();
    const cache = createRenderedPageCache({ maxAgeMs: 60_000, now: time.now });
    const { calls, render } = renderer({ until: time.now() + 5_000 });
    await cache.page('en-US', stamp('v1'), render);
    time.advance(4_999);
    await cache.page('en-US', stamp('v1'), render);
    expect(calls.count).toBe(1);
    time.advance(1);
    await cache.page('en-US', stamp('v1'), render);
    expect(calls.count).toBe(2);
    const aged = renderer();
    await cache.page('zh-CN', stamp('v1'), aged.render);
    time.advance(59_999);
    await cache.page('zh-CN', stamp('v1'), aged.render);
    expect(aged.calls.count).toBe(1);
    time.advance(1);
    await cache.page('zh-CN', stamp('v1'), aged.render);
    expect(aged.calls.count).toBe(2);
  });

  it('drops every page on clear, and does not keep a render that began before it', async () => {
    const cache = createRenderedPageCache({ maxAgeMs: 60_000 });
    const { calls, render } = renderer();
    await cache.page('en-US', stamp('v1'), render);
    cache.clear();
    await cache.page('en-US', stamp('v1'), render);
    expect(calls.count).toBe(2);
    cache.clear();
    let finish: () => void = () => {};
    const slow = cache.page('en-US', stamp('v1'), async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { html: 'from before the change', version: 'v1', until: Infinity, keep: true };
    });
    // A change arrives while it renders.
    cache.clear();
    const during = cache.page('en-US', stamp('v1'), async () => ({ html: 'after the change', version: 'v1', until: Infinity, keep: true }));
    finish();
    expect((await slow).page.body).toBe('from before the change');
    expect((await during).page.body).toBe('after the change');
    expect((await cache.page('en-US', stamp('v1'), render)).page.body).toBe('after the change');
  });

  it('sends a render that fell short without keeping it', async () => {
    const cache = createRenderedPageCache({ maxAgeMs: 60_000 });
    const { calls, render } = renderer({ keep: false });
    await cache.page('en-US', stamp('v1'), render);
    await cache.page('en-US', stamp('v1'), render);
    expect(calls.count).toBe(2);
  });
});
