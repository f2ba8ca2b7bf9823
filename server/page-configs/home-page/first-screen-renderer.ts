// Loads the server's render of the first screen, built by `vite build --ssr` into dist/.ssr/ (npm run build),
// with the build's index of critical CSS and chunks.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstScreenRequest } from '../../../src/ssr/entry-server.js';
import { readCriticalAssetIndex } from './critical-assets.js';
import type { RenderedFirstScreen } from './home-page-html.js';

type ServerEntry = typeof import('../../../src/ssr/entry-server.js');

export interface FirstScreenRenderer {
  /** What the page's sections ask of the server first (their server hooks): calls to answer, images to preload. */
  needs: ServerEntry['firstScreenNeeds'];
  render(request: FirstScreenRequest): Promise<RenderedFirstScreen>;
}

/** The renderer of the build in `staticDir`; undefined for a build without one (the page then renders in the browser). */
export async function loadFirstScreenRenderer(staticDir: string): Promise<FirstScreenRenderer | undefined> {
  const entryPath = join(staticDir, '.ssr', 'entry-server.js');
  if (!existsSync(entryPath) || !existsSync(join(staticDir, '.vite', 'manifest.json'))) return undefined;
  const { renderFirstScreen, firstScreenNeeds } = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  const assets = readCriticalAssetIndex(staticDir);
  return {
    needs: firstScreenNeeds,
    render: async (request) => {
      const { html, sectionDataChecks } = await renderFirstScreen(request);
      const messageCatalog = assets.messageCatalogs[request.data.messages.language];
      return { html, sectionDataChecks, messageCatalog, entryCss: assets.entryCss, ...assets.forHtml(html) };
    },
  };
}
