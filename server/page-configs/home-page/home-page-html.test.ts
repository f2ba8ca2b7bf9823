import { describe, expect, it } from 'vitest';
import { homePageHtml } from './home-page-html.js';

const TEMPLATE = [
  '<html lang="zh-CN"><head><title>x</title><script type="module" src="/assets/index.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>',
  '<body><div id="root"><!--boot-shell--><div class="boot-shell"></div><!--/boot-shell--></div></body></html>',
].join('');
const config = { page: 'mobile-home', sections: { TOPBANNER: { banners: [{ materialInfo: { url: '/media/banners/en-US/1.svg' } }] } } };

describe('homePageHtml', () => {
  it('inlines the page configuration at the end of the body, after the page', () => {
    const html = homePageHtml(TEMPLATE, { pageConfig: config }, 'en-US');
    const json = /<script type="application\/json" id="initial-page-config">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual(config);
    expect(html.indexOf('initial-page-config')).toBeGreaterThan(html.indexOf('<div id="root"'));
    expect(html.indexOf('initial-page-config')).toBeLessThan(html.indexOf('</body>'));
  });

  it("inlines the replies to its sections' calls beside it when there are some, and nothing for them otherwise", () => {
    const queryReplies = { '["announcements","HOMEPAGE","en-US","site-1"]': { _embedded: { 'b2b:siteAnnouncements': [] } } };
    const html = homePageHtml(TEMPLATE, { pageConfig: config, queryReplies }, 'en-US');
    const json = /<script type="application\/json" id="initial-query-replies">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual(queryReplies);
    expect(homePageHtml(TEMPLATE, { pageConfig: config }, 'en-US')).not.toContain('initial-query-replies');
  });

  it('preloads the images its sections name in the head, the first with a high priority', () => {
    const html = homePageHtml(TEMPLATE, { pageConfig: config }, 'en-US', { preloadImages: ['/media/banners/en-US/1.svg', '/media/2.png'] });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/banners/en-US/1.svg" fetchpriority="high" />\n  <link rel="preload" as="image" href="/media/2.png" />\n  </head>',
    );
    expect(homePageHtml(TEMPLATE, { pageConfig: config }, 'en-US')).not.toContain('rel="preload" as="image"');
  });

  it('cannot be broken out of by the data', () => {
    const hostile = { title: '</script><script>alert(1)</script>' };
    const html = homePageHtml(TEMPLATE, { pageConfig: hostile }, 'en-US');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('\\u003c/script>');
  });

  it('preloads only a path of this site, escaped', () => {
    const preloaded = (url: string) => homePageHtml(TEMPLATE, { pageConfig: config }, 'en-US', { preloadImages: [url] });
    expect(preloaded('https://elsewhere.example/x.png')).not.toContain('rel="preload" as="image"');
    expect(preloaded('//elsewhere.example/x.png')).not.toContain('rel="preload" as="image"');
    expect(preloaded('/a"b.svg')).toContain('href="/a&quot;b.svg"');
  });

  it('speaks the page language', () => {
    expect(homePageHtml(TEMPLATE, { pageConfig: config }, 'en-US')).toContain('<html lang="en-US">');
  });

  it("puts the server's render in place of the boot shell, with its CSS inline (named by links that load nothing) instead of the entry's stylesheet, and its chunks listed inert for the app to preload", () => {
    const screen = {
      html: '<main class="a">Fair</main>',
      css: '.a{color:red}',
      cssFiles: ['assets/index.css', 'assets/View-1.css'],
      entryCss: ['assets/index.css'],
      modulePreloads: ['assets/View-1.js'],
      sectionDataChecks: { TOPBANNER: null, FOOTER: '/links: must be array' },
      messageCatalog: 'assets/en-US-1.json',
    };
    const html = homePageHtml(TEMPLATE, { pageConfig: config }, 'en-US', { screen });
    expect(html).toContain('<div id="root" data-server-rendered><main class="a">Fair</main></div>');
    expect(html).not.toContain('boot-shell');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html).toContain(
      '<style>.a{color:red}</style><link rel="stylesheet" href="/assets/index.css" disabled><link rel="stylesheet" href="/assets/View-1.css" disabled>',
    );
    expect(html).toContain(
      '<template id="first-screen-modules"><link rel="preload" as="fetch" crossorigin href="/assets/en-US-1.json"><link rel="modulepreload" crossorigin href="/assets/View-1.js"></template>',
    );
    expect(html).toContain('<script type="application/json" id="initial-section-data-checks">{"TOPBANNER":null,"FOOTER":"/links: must be array"}</script>');
  });

  it("keeps `$` in content as data: a title with US$`100 and $' more corrupts neither the page nor the inlined configuration", () => {
    const title = "US$`100 and $' more, $& and $$ and $1";
    const hostile = { ...config, sections: { ...config.sections, TOPBANNER: { banners: [{ title, materialInfo: { url: '/media/$&.svg' } }] } } };
    const screen = {
      html: `<main><h2>${title}</h2></main>`,
      css: '.a::after{content:"$\'"}',
      cssFiles: [],
      entryCss: [],
      modulePreloads: [],
      sectionDataChecks: { TOPBANNER: null },
      messageCatalog: undefined,
    };
    const html = homePageHtml(`<!doctype html>${TEMPLATE}`, { pageConfig: hostile }, 'en-US', { screen, preloadImages: ['/media/$&.svg'] });
    expect(html.match(/<!doctype/gi)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html).toContain(`<main><h2>${title}</h2></main>`);
    expect(html).toContain('<style>.a::after{content:"$\'"}</style>');
    expect(html).toContain('href="/media/$&amp;.svg"');
    const json = /<script type="application\/json" id="initial-page-config">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual(hostile);
  });

  it('keeps the boot shell when there is no server render', () => {
    const html = homePageHtml(TEMPLATE, { pageConfig: config }, 'en-US');
    expect(html).toContain('<!--boot-shell-->');
    expect(html).toContain('href="/assets/index.css"');
  });
});
