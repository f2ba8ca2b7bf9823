// The home page's HTML with its first screen's data in it: the page configuration inlined (no round
// trip before the first render) and the first banner preloaded (the largest paint starts with the HTML).

const INITIAL_CONFIG_ELEMENT_ID = 'initial-page-config';

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

export function homePageHtml(template: string, config: unknown): string {
  const image = firstBannerImage(config);
  const preload = image ? `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high" />\n  ` : '';
  const data = `<script type="application/json" id="${INITIAL_CONFIG_ELEMENT_ID}">${jsonForScriptElement(config)}</script>\n    `;
  return template.replace('</head>', `${preload}</head>`).replace('<script type="module"', `${data}<script type="module"`);
}
