import { createContext, useContext, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { contentPagePath } from '../../../common/content-pages';
import type { Language } from '../../../common/language';
import { isLivePreviewReply, LIVE_PREVIEW_PARAM, type LivePreviewDocument } from '../live-preview-messages';
import type { PageConfigDocument } from './editor-document';
import styles from './OperatorPage.module.css';

/** Where the frame loads a preview path from: the portal itself; a story, which has no portal behind it, loads nothing. */
export const PreviewFrameSource = createContext<(path: string) => string>((path) => path);

/** How long the typing pauses before the frame is given the document again. */
export const LIVE_PREVIEW_DEBOUNCE_MS = 300;

/** Where visitors see the page: a content page at its own path, the home page (and any other) at /m/{lang}/. */
function previewPathOf(page: string, lang: Language): string {
  return contentPagePath(page, lang) ?? `/m/${lang}/`;
}

interface Props {
  page: string;
  lang: Language;
  /** The saved draft, which the frame opens on and the "open" link shows. */
  draft: { id: string; revision: number } | undefined;
  /** The document as the operator has it now, saved or not: the frame shows it as it would be published. */
  document: PageConfigDocument;
  /** The version it would be published on. */
  version: number;
  /** Whether the document differs from the saved draft (or, without one, from the live page). */
  dirty: boolean;
  /** The section open in the editor: the frame brings it into view. */
  selected: string | undefined;
  /** A section clicked in the frame. */
  onSelect(key: string): void;
}

/**
 * The page at a phone's width, following the operator's typing: the frame (an employee's page, `?livePreview=1`)
 * is posted the document a moment after each change, and renders it through the visitors' engine. A saved draft
 * can also be opened alone, as visitors will see it once published.
 */
export function MobilePreview({ page, lang, draft, document, version, dirty, selected, onSelect }: Props) {
  const intl = useIntl();
  const frameSource = useContext(PreviewFrameSource);
  const frame = useRef<HTMLIFrameElement>(null);
  const path = previewPathOf(page, lang);
  const saved = draft ? `${path}?preview=${encodeURIComponent(draft.id)}` : path;
  const src = `${saved}${saved.includes('?') ? '&' : '?'}${LIVE_PREVIEW_PARAM}=1`;

  const message: LivePreviewDocument = { type: 'portal:live-preview:document', page, lang, pageConfig: { ...document, version }, selected };
  const latest = useRef(message);
  latest.current = message;
  const json = JSON.stringify(message);
  const post = () => frame.current?.contentWindow?.postMessage(latest.current, window.location.origin);

  useEffect(() => {
    const timer = window.setTimeout(post, LIVE_PREVIEW_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [json]);

  const select = useRef(onSelect);
  select.current = onSelect;
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow || !isLivePreviewReply(event.data)) return;
      if (event.data.type === 'portal:live-preview:ready') post();
      else select.current(event.data.key);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <aside className={styles.preview} aria-labelledby="operator-preview">
      <h2 id="operator-preview" className={styles.panelTitle}>
        {dirty ? (
          <FormattedMessage id="operator.previewEditing" />
        ) : (
          <FormattedMessage id={draft ? 'operator.previewDraft' : 'operator.previewLive'} values={{ revision: draft?.revision ?? 0 }} />
        )}
      </h2>
      <p className={styles.hint}>
        <FormattedMessage id="operator.previewHint" />
      </p>
      <div className={styles.phone}>
        <iframe
          ref={frame}
          key={draft?.id ?? 'live'}
          className={styles.frame}
          src={frameSource(src)}
          title={intl.formatMessage({ id: 'operator.previewFrame' })}
          width={375}
          height={667}
        />
      </div>
      <a className={styles.openPreview} href={saved} target="_blank" rel="noreferrer">
        <FormattedMessage id={draft ? 'operator.openPreview' : 'operator.openLivePage'} />
      </a>
    </aside>
  );
}
