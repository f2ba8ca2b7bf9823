// A server-rendered page shows its first screen before any of the app's code runs: the code is fetched only once
// the page has loaded (its eager images, the largest paint among them, included) and a frame has been drawn
// with them, so on a slow connection the first screen's bytes never queue behind the code's. A page whose images
// are slow still gets its code after FIRST_SCREEN_WAIT_LIMIT_MS.

/** The longest the code waits for the page's images: 2.5 s is the bound of a "good" largest paint. */
export const FIRST_SCREEN_WAIT_LIMIT_MS = 2_500;

export function firstScreenShown(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const afterNextFrame = () => win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
    if (win.document.readyState === 'complete') afterNextFrame();
    else win.addEventListener('load', afterNextFrame, { once: true });
    win.setTimeout(resolve, FIRST_SCREEN_WAIT_LIMIT_MS);
  });
}

/** The id of the <template> holding the first screen's module preloads, which the server renders inert. */
export const FIRST_SCREEN_MODULES_ID = 'first-screen-modules';

/** Starts fetching the first screen's section code beside the app's (server/pages/home-page-html.ts lists it). */
export function preloadFirstScreenModules(doc: Document = document): void {
  const template = doc.getElementById(FIRST_SCREEN_MODULES_ID);
  if (template instanceof HTMLTemplateElement) doc.head.append(template.content);
}
