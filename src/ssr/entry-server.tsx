// The server's render of a page's first screen (issue 10): the same routes, providers and section plugins the
// browser hydrates, fed the data the server inlines in the same HTML. Built by `vite build --ssr` into
// dist/server/ and called by server/page-configs/home-page/ (one render per request).
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { sectionRegistry } from '../../sections/registry';
import { checkSectionData, type SectionDataChecks } from '../engine/section-data-checks';
import type { LoginStatus, PageConfig } from '../../common/generated/types';
import type { QueryReplies } from '../../common/inlined-data';
import type { ServerNeeds } from '../engine/define-section';
import { serverNeedsOf } from '../engine/server-needs';
import { registerMessages, type CompiledMessages } from '../../common/i18n/messages';
import { inlinedDataOf, type InlinedDataSource } from '../platform/inlined-data';
import type { Language } from '../../common/language';
import { createPortalQueryClient } from '../platform/query-client';
import { PortalApp } from '../pages/PortalApp';
import { PortalRoutes } from '../pages/router';

/** The server's verdicts on a configuration's section data, which it inlines beside the configuration. */
export type { SectionDataChecks };

export interface FirstScreenRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** What the server inlines in the HTML; the render reads nothing else. */
  data: {
    /** Checked against its schema by the server before it is inlined. */
    pageConfig: PageConfig;
    /** The replies to the calls `firstScreenNeeds` named, by their query key (common/inlined-data.ts). */
    queryReplies?: QueryReplies;
    loginStatus: LoginStatus;
    messages: { language: Language; messages: CompiledMessages };
  };
  /** A part that failed to render: the browser renders that part itself, the rest stays in the HTML. */
  onPartFailed(error: unknown): void;
}

/**
 * What the page's sections ask of the server before it renders (their server hooks): the calls to answer into the
 * page, given to the render as `queryReplies`, and the images to preload. The server knows no section: it asks here.
 */
export async function firstScreenNeeds(pageConfig: PageConfig, language: Language): Promise<ServerNeeds> {
  return serverNeedsOf(pageConfig, sectionRegistry, await checkSectionData(pageConfig, sectionRegistry), language);
}

/** Long enough for a first render's lazy section code to load once; after that a render takes milliseconds. */
const RENDER_TIMEOUT_MS = 5_000;

export interface ServerRenderedPage {
  /** The page inside #root. */
  html: string;
  /** The checks the render planned its sections by, for the server to inline beside the configuration. */
  sectionDataChecks: SectionDataChecks;
}

/**
 * The page's HTML inside #root, once every part of it has rendered (lazy section code included), so a reader
 * without JavaScript gets the whole first screen and the page needs no inline script to finish streaming.
 */
export async function renderFirstScreen({ url, data, onPartFailed }: FirstScreenRequest): Promise<ServerRenderedPage> {
  registerMessages(data.messages.language, data.messages.messages);
  // Checked here and inlined: the browser plans the first screen from these verdicts, loading no validator.
  const sectionDataChecks = await checkSectionData(data.pageConfig, sectionRegistry);
  const html = await renderToHtml(url, inlinedDataOf({ ...data, sectionDataChecks }), onPartFailed);
  return { html, sectionDataChecks };
}

function renderToHtml(url: string, inlinedData: InlinedDataSource, onPartFailed: FirstScreenRequest['onPartFailed']): Promise<string> {
  const app = (
    <PortalApp queryClient={createPortalQueryClient()} inlinedData={inlinedData}>
      <StaticRouter location={url}>
        <PortalRoutes />
      </StaticRouter>
    </PortalApp>
  );
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(app, {
      // Never outlined into a later chunk, which an inline script would have to put in place (the page's CSP runs none).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(sink);
      },
      onShellError: reject,
      onError: onPartFailed,
    });
    setTimeout(() => stream.abort(new Error(`the server render of ${url} took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS).unref();
  });
}
