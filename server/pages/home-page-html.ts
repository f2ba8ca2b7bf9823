// The home page's HTML with its first screen's data in it: the page configuration and the announcements
// inlined (no round trip before the first render) and the first banner preloaded (the largest paint
// starts with the HTML).
import { INLINED_DATA_ELEMENT_IDS, type InlinedData } from '../../src/platform/inlined-data.js';

/** The first top banner's image, when it is one of this site's own paths. */
export function firstBannerImage(config: unknown): string | undefined {
  const url = (config as { sections?: { TOPBANNER?: { banners?: Array<{ materialInfo?: { url?: unknown } }> } } })?.sections?.TOPBANNER
    ?.banners?.[0]?.materialInfo?.url;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : undefined;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** JSON inside a <script> element: `<` escaped, so no `</script>` in the data can close it. */
function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export type FirstScreenData = { pageConfig: unknown } & Partial<Record<Exclude<InlinedData, 'pageConfig'>, unknown>>;

export function homePageHtml(template: string, data: FirstScreenData): string {
  const image = firstBannerImage(data.pageConfig);
  const preload = image ? `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high" />\n  ` : '';
  const elements = (Object.keys(INLINED_DATA_ELEMENT_IDS) as InlinedData[])
    .filter((what) => data[what] !== undefined)
    .map((what) => `<script type="application/json" id="${INLINED_DATA_ELEMENT_IDS[what]}">${jsonForScriptElement(data[what])}</script>\n    `)
    .join('');
  return template.replace('</head>', `${preload}</head>`).replace('<script type="module"', `${elements}<script type="module"`);
}
