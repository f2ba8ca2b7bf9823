import { createContext, useContext } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { contentPagePath } from '../../platform/content-pages';
import type { Language } from '../../../common/language';
import styles from './OperatorPage.module.css';

/** Where the frame loads a preview path from: the portal itself; a story, which has no portal behind it, loads nothing. */
export const PreviewFrameSource = createContext<(path: string) => string>((path) => path);

/** Where visitors see the page: a content page at its own path, the home page (and any other) at /m/{lang}/. */
function previewPathOf(page: string, lang: Language): string {
  return contentPagePath(page, lang) ?? `/m/${lang}/`;
}

interface Props {
  page: string;
  lang: Language;
  /** The saved draft; the preview loads it again after each save (a new revision). */
  draft: { id: string; revision: number } | undefined;
}

/** The page at a phone's width: the saved draft as visitors would see it once published, else the live page. */
export function MobilePreview({ page, lang, draft }: Props) {
  const intl = useIntl();
  const frameSource = useContext(PreviewFrameSource);
  const path = previewPathOf(page, lang);
  const src = draft ? `${path}?preview=${encodeURIComponent(draft.id)}` : path;
  return (
    <aside className={styles.preview} aria-labelledby="operator-preview">
      <h2 id="operator-preview" className={styles.panelTitle}>
        <FormattedMessage id={draft ? 'operator.previewDraft' : 'operator.previewLive'} values={{ revision: draft?.revision ?? 0 }} />
      </h2>
      <div className={styles.phone}>
        <iframe
          key={draft ? `${draft.id}|${draft.revision}` : 'live'}
          className={styles.frame}
          src={frameSource(src)}
          title={intl.formatMessage({ id: 'operator.previewFrame' })}
          width={375}
          height={667}
        />
      </div>
      <a className={styles.openPreview} href={src} target="_blank" rel="noreferrer">
        <FormattedMessage id="operator.openPreview" />
      </a>
    </aside>
  );
}
