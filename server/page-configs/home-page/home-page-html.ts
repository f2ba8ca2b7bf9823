// The home page's HTML with its first screen in it: the server's render of the page in #root, the CSS that
// render uses inline, its chunks and message catalog listed for the app to preload, the images its sections
// name preloaded (the largest paint starts with the HTML), and the data it was rendered from inlined with the render's section
// data checks (the browser hydrates from the same data, with no round trip and no validator).
import { INLINED_DATA_ELEMENT_IDS, type InlinedData } from '../../../common/inlined-data.js';
import type { SectionDataChecks } from '../../../src/ssr/entry-server.js';
import { FIRST_SCREEN_MODULES_ID } from '../../../src/ssr/first-screen-shown.js';
import { SERVER_RENDERED_ATTRIBUTE } from '../../../src/ssr/server-rendered.js';

/** An image to preload, when it is one of this site's own paths (a section's server hook names it). */
function isOwnPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** JSON inside a <script> element: `<` escaped, so no `</script>` in the data can close it. */
function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export type FirstScreenData = { pageConfig: unknown } & Partial<Record<Exclude<InlinedData, 'pageConfig'>, unknown>>;

/** The server's render of the page (server/page-configs/home-page/first-screen-renderer.ts). */
export interface RenderedFirstScreen {
  /** The page inside #root. */
  html: string;
  /** The CSS it needs at once, the entry's included. */
  css: string;
  /** The files `css` is made of, whole. */
  cssFiles: readonly string[];
  /** The entry's stylesheets, which `css` replaces. */
  entryCss: readonly string[];
  /** Chunks to preload, as build paths (assets/…). */
  modulePreloads: readonly string[];
  /** The section data checks the render planned by, inlined beside the configuration for the browser's plan. */
  sectionDataChecks: SectionDataChecks;
  /** The page language's message catalog file, which the app fetches before it hydrates (assets/…). */
  messageCatalog: string | undefined;
}

const BOOT_SHELL = /<div id="root"><!--boot-shell-->[\s\S]*?<!--\/boot-shell--><\/div>/;

/** Whether the built index.html has the boot shell markers a server render replaces. */
export function hasBootShell(template: string): boolean {
  return BOOT_SHELL.test(template);
}

function withFirstScreen(template: string, screen: RenderedFirstScreen): string {
  let html = template;
  for (const file of screen.entryCss)
    html = html.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`), () => '');
  // Inert until the app's code is fetched (src/ssr/first-screen-shown.ts): the first screen's bytes go first.
  const catalog = screen.messageCatalog ? `<link rel="preload" as="fetch" crossorigin href="/${escapeAttribute(screen.messageCatalog)}">` : '';
  const preloads = catalog + screen.modulePreloads.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`).join('');
  // The inlined files, named by links that load nothing: the module preload helper, which skips a stylesheet the
  // page links already, then does not load them again with the chunks that bring them (a fetch and a style
  // recalculation each, in the middle of hydration).
  const inlined = screen.cssFiles.map((file) => `<link rel="stylesheet" href="/${escapeAttribute(file)}" disabled>`).join('');
  // Replacer functions everywhere content is spliced in: a string replacement would read `$'`, `` $` `` or `$&` in
  // an operator's text as "the rest of the page" and the like, and corrupt every visitor's page.
  return html
    .replace('</head>', () => `<style>${screen.css}</style>${inlined}\n    <template id="${FIRST_SCREEN_MODULES_ID}">${preloads}</template>\n  </head>`)
    .replace(BOOT_SHELL, () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${screen.html}</div>`);
}

export interface FirstScreenExtras {
  /** The server's render of the page; without it the browser renders the page from the inlined data. */
  screen?: RenderedFirstScreen | undefined;
  /** The images the page's sections ask to preload (their server hooks): the first is the largest paint. */
  preloadImages?: readonly string[];
}

export function homePageHtml(template: string, data: FirstScreenData, language: string, { screen, preloadImages = [] }: FirstScreenExtras = {}): string {
  const preload = preloadImages
    .filter(isOwnPath)
    .map((image, at) => `<link rel="preload" as="image" href="${escapeAttribute(image)}"${at === 0 ? ' fetchpriority="high"' : ''} />\n  `)
    .join('');
  const inlined: FirstScreenData = screen ? { ...data, sectionDataChecks: screen.sectionDataChecks } : data;
  const elements = (Object.keys(INLINED_DATA_ELEMENT_IDS) as InlinedData[])
    .filter((what) => inlined[what] !== undefined)
    .map((what) => `  <script type="application/json" id="${INLINED_DATA_ELEMENT_IDS[what]}">${jsonForScriptElement(inlined[what])}</script>\n  `)
    .join('');
  const page = screen ? withFirstScreen(template, screen) : template;
  return (
    page
      .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeAttribute(language)}">`)
      .replace('</head>', () => `${preload}</head>`)
      // At the end of the body, after the page: the app's module script runs only once the document is parsed.
      .replace('</body>', () => `${elements}</body>`)
  );
}
