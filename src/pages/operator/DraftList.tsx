import { FormattedMessage, useIntl } from 'react-intl';
import type { Language } from '../../../common/language';
import { useDrafts } from './operator-queries';
import styles from './OperatorPage.module.css';
import { Panel } from './Panel';

interface Props {
  page: string;
  lang: Language;
  /** The draft in the editor, marked in the list. */
  openDraft: string | undefined;
  onOpen(id: string): void;
}

/** The page's saved drafts, newest first: a draft is never lost (a stale or refused one stays here). */
export function DraftList({ page, lang, openDraft, onOpen }: Props) {
  const intl = useIntl();
  const drafts = useDrafts(page, lang);
  if (!drafts.data || drafts.data.drafts.length === 0) return null;
  return (
    <Panel id="operator-drafts" title={<FormattedMessage id="operator.drafts" />}>
      <ul className={styles.historyList} aria-labelledby="operator-drafts">
        {drafts.data.drafts.map((draft) => (
          <li key={draft.id} className={styles.historyRow}>
            <span className={styles.historyText}>
              <FormattedMessage
                id="operator.draftLine"
                values={{
                  version: draft.baseVersion,
                  revision: draft.revision,
                }}
              />
              <span className={styles.meta}>
                {draft.updatedAt} · {draft.updatedBy}
              </span>
            </span>
            {draft.id === openDraft ? (
              <span className={styles.badge}>
                <FormattedMessage id="operator.editing" />
              </span>
            ) : (
              <button
                type="button"
                className={styles.secondary}
                aria-label={intl.formatMessage({ id: 'operator.openDraftOf' }, { time: draft.updatedAt })}
                onClick={() => onOpen(draft.id)}
              >
                <FormattedMessage id="operator.openDraft" />
              </button>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
