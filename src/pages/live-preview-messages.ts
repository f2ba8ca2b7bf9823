// What the operator's editor and its live preview frame say to each other (./live-preview.ts).
import type { Language } from '../../common/language';

/** The frame's query parameter that asks for the live preview (`?livePreview=1`). */
export const LIVE_PREVIEW_PARAM = 'livePreview';

/** The editor's document for the frame: the configuration as it would be published, unsaved. */
export interface LivePreviewDocument {
  type: 'portal:live-preview:document';
  page: string;
  lang: Language;
  /** The configuration document, with the version it would be published on. */
  pageConfig: unknown;
  /** The section open in the editor, which the frame brings into view when it changes. */
  selected: string | undefined;
}

/** The frame's word to the editor: ready for a document (it loaded, or loaded again), or a section was clicked. */
export type LivePreviewReply = { type: 'portal:live-preview:ready' } | { type: 'portal:live-preview:select'; key: string };

export function isLivePreviewReply(value: unknown): value is LivePreviewReply {
  if (typeof value !== 'object' || value === null) return false;
  const { type, key } = value as Record<string, unknown>;
  return type === 'portal:live-preview:ready' || (type === 'portal:live-preview:select' && typeof key === 'string');
}
