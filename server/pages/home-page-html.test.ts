import { describe, expect, it } from 'vitest';
import { firstBannerImage, homePageHtml } from './home-page-html.js';

const TEMPLATE = '<html><head><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
const config = { page: 'mobile-home', sections: { TOPBANNER: { banners: [{ materialInfo: { url: '/media/banners/en-US/1.svg' } }] } } };

describe('homePageHtml', () => {
  it('inlines the page configuration before the app script', () => {
    const html = homePageHtml(TEMPLATE, { pageConfig: config });
    const json = /<script type="application\/json" id="initial-page-config">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual(config);
    expect(html.indexOf('initial-page-config')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('inlines the announcements beside it when there are some, and nothing for them otherwise', () => {
    const announcements = { request: { displayPage: 'HOMEPAGE', language: 'en-US' }, reply: { _embedded: { 'b2b:siteAnnouncements': [] } } };
    const html = homePageHtml(TEMPLATE, { pageConfig: config, announcements });
    const json = /<script type="application\/json" id="initial-announcements">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual(announcements);
    expect(homePageHtml(TEMPLATE, { pageConfig: config })).not.toContain('initial-announcements');
  });

  it('preloads the first banner image in the head', () => {
    expect(homePageHtml(TEMPLATE, { pageConfig: config })).toContain('<link rel="preload" as="image" href="/media/banners/en-US/1.svg" fetchpriority="high" />\n  </head>');
  });

  it('cannot be broken out of by the data', () => {
    const hostile = { title: '</script><script>alert(1)</script>' };
    const html = homePageHtml(TEMPLATE, { pageConfig: hostile });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('\\u003c/script>');
  });

  it('preloads only a path of this site', () => {
    const withUrl = (url: unknown) => ({ sections: { TOPBANNER: { banners: [{ materialInfo: { url } }] } } });
    expect(firstBannerImage(withUrl('https://elsewhere.example/x.png'))).toBeUndefined();
    expect(firstBannerImage(withUrl('//elsewhere.example/x.png'))).toBeUndefined();
    expect(firstBannerImage(withUrl(42))).toBeUndefined();
    expect(firstBannerImage({ sections: {} })).toBeUndefined();
    expect(homePageHtml(TEMPLATE, { pageConfig: withUrl('/a"b.svg') })).toContain('href="/a&quot;b.svg"');
  });
});
