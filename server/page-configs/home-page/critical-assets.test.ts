import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classesDefinedIn, classesUsedIn, readCriticalAssetIndex } from './critical-assets.js';

let dist: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), text);
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'portal-critical-'));
  write('assets/index.css', 'body{margin:0}');
  write('assets/boot.css', ':root{--red:#d7000f}');
  write('assets/banner.css', '._frame_1{aspect-ratio:5/2}._image_1{width:100%}._clamp_9{overflow:hidden}');
  write('assets/footer.css', '._footer_2{padding:8px}._clamp_9{overflow:hidden}');
  write('assets/link.css', '._link_3{color:red}');
  write('assets/hidden.css', '._hidden_4{position:absolute}');
  write('assets/login.css', '._hidden_4{position:absolute}._form_5{display:grid}');
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_boot.js'], css: ['assets/index.css'] },
      '_boot.js': { file: 'assets/boot.js', css: ['assets/boot.css'] },
      'common/generated/messages/en-US.json': { file: 'assets/en-US-1.json', src: 'common/generated/messages/en-US.json' },
      'common/generated/messages/operator.en-US.json': { file: 'assets/operator.en-US-2.js', isDynamicEntry: true },
      '_react.js': { file: 'assets/react.js' },
      '_link.js': { file: 'assets/link.js', imports: ['_react.js'], css: ['assets/link.css'] },
      'src/pages/ShopPage.tsx': { file: 'assets/ShopPage.js', isDynamicEntry: true, imports: ['_link.js'], css: ['assets/link.css'] },
      'sections/top-banner/View.tsx': {
        file: 'assets/View-banner.js',
        isDynamicEntry: true,
        imports: ['_react.js', '_link.js'],
        css: ['assets/banner.css', 'assets/link.css'],
      },
      'sections/footer/View.tsx': { file: 'assets/View-footer.js', isDynamicEntry: true, imports: ['_react.js'], css: ['assets/footer.css'] },
      // A login form that composes the visually hidden class, named first, and the shared module's own chunk.
      '_login.js': { file: 'assets/login.js', imports: ['_react.js', '_form.js'], css: ['assets/login.css'] },
      '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
      '_hidden.js': { file: 'assets/hidden.js', imports: ['_react.js'], css: ['assets/hidden.css'] },
    }),
  );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the critical assets of a server render', () => {
  it("are the entry CSS (its imported chunks' included) and the sheets whose classes the HTML uses, with the chunks that bring them", () => {
    const index = readCriticalAssetIndex(dist);
    expect(index.entryCss).toEqual(['assets/index.css', 'assets/boot.css']);
    const assets = index.forHtml('<div class="_frame_1 other"><img class="_image_1"></div>');
    expect(assets.css).toBe('body{margin:0}\n:root{--red:#d7000f}\n._frame_1{aspect-ratio:5/2}._image_1{width:100%}._clamp_9{overflow:hidden}');
    expect(assets.modulePreloads).toEqual(['assets/View-banner.js', 'assets/link.js']);
    expect(assets.cssFiles).toEqual(['assets/index.css', 'assets/boot.css', 'assets/banner.css']);
  });

  it('are the chunk that brings a shared sheet itself, not every chunk importing it', () => {
    const assets = readCriticalAssetIndex(dist).forHtml('<a class="_link_3">x</a>');
    expect(assets.css).toBe('body{margin:0}\n:root{--red:#d7000f}\n._link_3{color:red}');
    expect(assets.modulePreloads).toEqual(['assets/link.js']);
  });

  it('take a class many sheets share (composed from a shared module) as covered by a sheet already needed', () => {
    const assets = readCriticalAssetIndex(dist).forHtml('<div class="_frame_1"><p class="_clamp_9">x</p></div>');
    expect(assets.modulePreloads).toEqual(['assets/View-banner.js', 'assets/link.js']);
    expect(assets.css).not.toContain('_footer_2');
  });

  it('take a class no needed sheet covers from the sheet that costs the fewest chunks, not the first that composes it', () => {
    const assets = readCriticalAssetIndex(dist).forHtml('<span class="_hidden_4">x</span>');
    expect(assets.modulePreloads).toEqual(['assets/hidden.js']);
    expect(assets.cssFiles).toEqual(['assets/index.css', 'assets/boot.css', 'assets/hidden.css']);
  });

  it("are the entry CSS alone when the HTML uses no chunk's classes", () => {
    expect(readCriticalAssetIndex(dist).forHtml('<p class="plain">x</p>')).toEqual({
      css: 'body{margin:0}\n:root{--red:#d7000f}',
      cssFiles: ['assets/index.css', 'assets/boot.css'],
      modulePreloads: [],
    });
  });
});

describe('the message catalogs of a build', () => {
  it("are each language's catalog file, the operators' (a chunk of their page's) not among them", () => {
    expect(readCriticalAssetIndex(dist).messageCatalogs).toEqual({ 'en-US': 'assets/en-US-1.json' });
  });
});

describe('class names', () => {
  it('are read from selectors and from class attributes', () => {
    expect([...classesDefinedIn('.a,.b-c:hover{x:1}@media (width>1px){._d_1 .e{y:2}}')]).toEqual(['a', 'b-c', '_d_1', 'e']);
    expect([...classesUsedIn('<a class="x  y"><b class="z">')]).toEqual(['x', 'y', 'z']);
  });
});
