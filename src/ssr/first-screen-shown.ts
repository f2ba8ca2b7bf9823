// A server-rendered page shows its first screen before any of the app's code runs: the code is fetched only once
// the page has loaded, the images it marks as its largest paint (the first banner, fetchpriority="high") are
// decoded, and a frame has been drawn with them, so on a slow connection the first screen's bytes never queue
// behind the code's. (An SVG image can paint some frames after the load event: its own document is built first.)
// A page whose images are slow still gets its code after FIRST_SCREEN_WAIT_LIMIT_MS.

/** The longest the code waits for the page's images: 2.5 s is the bound of a "good" largest paint. */
export const FIRST_SCREEN_WAIT_LIMIT_MS = 2_500;

/** The images a page marks as its largest paint. */
const LARGEST_PAINT_IMAGES = 'img[fetchpriority="high"]';

export function firstScreenShown(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const afterNextFrame = () => win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
    const afterDecoding = () => {
      const images = Array.from(win.document.querySelectorAll<HTMLImageElement>(LARGEST_PAINT_IMAGES));
      // A broken image rejects: it shows as broken, and the code need not wait for it.
      void Promise.all(images.map((image) => image.decode().catch(() => undefined))).then(afterNextFrame);
    };
    if (win.document.readyState === 'complete') afterDecoding();
    else win.addEventListener('load', afterDecoding, { once: true });
    win.setTimeout(resolve, FIRST_SCREEN_WAIT_LIMIT_MS);
  });
}

/** The id of the <template> holding the first screen's module preloads, which the server renders inert. */
export const FIRST_SCREEN_MODULES_ID = 'first-screen-modules';

/**
 * Preloads moved into the head per task. Each starts a fetch, up to about a millisecond of main thread in
 * Chromium here and four at Lighthouse's mobile CPU setting: the first screen's twenty-odd at once made one
 * long task while the page was hydrating.
 */
export const PRELOADS_PER_TASK = 4;

/**
 * Starts fetching the first screen's message catalog and section code beside the app's (server/page-configs/home-page/
 * home-page-html.ts lists them, the catalog first), a few per task.
 */
export function preloadFirstScreenModules(win: Window = window): void {
  const doc = win.document;
  const template = doc.getElementById(FIRST_SCREEN_MODULES_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const links = Array.from(template.content.children);
  const appendFrom = (start: number) => {
    doc.head.append(...links.slice(start, start + PRELOADS_PER_TASK));
    if (start + PRELOADS_PER_TASK < links.length) win.setTimeout(() => appendFrom(start + PRELOADS_PER_TASK), 0);
  };
  appendFrom(0);
}
