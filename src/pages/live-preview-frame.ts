// The frame's side of the operator's live preview (./live-preview.ts), loaded only by a page asked to be one:
// the editor's documents in, the sections' clicks out.
import type { PageConfig } from '../../common/generated/types';
import type { Language } from '../../common/language';
import { parsePageConfig } from '../engine/parse-page-config';
import type { LivePreviewDocument, LivePreviewReply } from './live-preview-messages';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isLivePreviewDocument(value: unknown): value is LivePreviewDocument {
  return isObject(value) && value.type === 'portal:live-preview:document' && typeof value.page === 'string' && typeof value.lang === 'string';
}

function postToEditor(reply: LivePreviewReply): void {
  window.parent.postMessage(reply, window.location.origin);
}

interface Listener {
  /** A readable configuration the editor posted, and the section open there. */
  onDocument(pageConfig: PageConfig, selected: string | undefined): void;
}

/** Listens to the editor that frames this page (of the same origin only); what stops listening. */
export function listenToEditor(page: string, language: Language, { onDocument }: Listener): () => void {
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.origin !== window.location.origin || event.source !== window.parent) return;
    const message = event.data;
    if (!isLivePreviewDocument(message) || message.page !== page || message.lang !== language) return;
    try {
      onDocument(parsePageConfig(message.pageConfig), typeof message.selected === 'string' ? message.selected : undefined);
    } catch {
      // The envelope itself is wrong (the editor lists why): the last readable document stays.
    }
  };
  // In the preview a click on a section selects it in the editor. A link does not leave the page (the preview
  // would lose the editor); a button still works (a carousel's arrows, a tab, the cookie bar).
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const key = target?.closest('[data-section]')?.getAttribute('data-section');
    if (!key) return;
    if (target?.closest('a[href]')) {
      event.preventDefault();
      event.stopPropagation();
    }
    postToEditor({ type: 'portal:live-preview:select', key });
  };
  window.addEventListener('message', onMessage);
  document.addEventListener('click', onClick, true);
  postToEditor({ type: 'portal:live-preview:ready' });
  return () => {
    window.removeEventListener('message', onMessage);
    document.removeEventListener('click', onClick, true);
  };
}

/** Brings the section the operator opened into view (its code and data load there, as a visitor's would). */
export function showSection(key: string): void {
  document.querySelector(`[data-section="${CSS.escape(key)}"]`)?.scrollIntoView({ block: 'start' });
}
