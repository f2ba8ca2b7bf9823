// How the server-rendered home page's inline loader (first-screen-loader.ts) starts the app: the server names the
// app's entry module and the modules it imports first in an attribute of the loader's script element, instead of
// linking them, so that none of them is fetched before the first screen has shown.

/** The loader's attribute: the entry module's URL, then the URLs of the modules it imports first, space-separated. */
export const APP_MODULES_ATTRIBUTE = 'data-app-modules';

/** Preloads the modules the entry imports, then adds the entry as a module script. */
export function loadAppModules(modules: readonly string[], doc: Document = document): void {
  const [entry, ...imports] = modules;
  if (!entry) return;
  for (const href of imports) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  doc.head.append(script);
}
