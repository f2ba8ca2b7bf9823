import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OperatorAuditList } from './operator-api';
import styles from './OperatorPage.module.css';
import { Panel } from './Panel';

/** The actions the audit list names in words; any other shows as recorded. */
const NAMED_ACTIONS = new Set([
  'draftCreated',
  'draftSaved',
  'draftDeleted',
  'published',
  'rolledBack',
  'scheduled',
  'created',
  'saved',
  'unpublished',
  'deleted',
]);

/** Entries shown before the operator asks for the rest. */
const FIRST_ENTRIES = 8;

interface Props {
  /** The list as loaded; nothing shows until it is. */
  audit: OperatorAuditList | undefined;
  /** What the list covers ("this page in this language", "this announcement"). */
  hint: string;
}

/**
 * Issue 27: who did what and when (UTC+8), the newest first — every save, publish, rollback and deletion
 * the server recorded, including those of other operators and the command line.
 */
export function AuditList({ audit, hint }: Props) {
  const intl = useIntl();
  const [all, setAll] = useState(false);
  if (!audit) return null;
  const shown = all ? audit.entries : audit.entries.slice(0, FIRST_ENTRIES);
  return (
    <Panel id="operator-audit" title={<FormattedMessage id="operator.audit" />}>
      <p className={styles.hint}>{hint}</p>
      {audit.entries.length === 0 ? (
        <p className={styles.hint}>
          <FormattedMessage id="operator.audit.empty" />
        </p>
      ) : (
        <ol className={styles.historyList} aria-labelledby="operator-audit">
          {shown.map((entry) => (
            <li key={entry.id} className={styles.historyRow}>
              <span className={styles.historyText}>
                {NAMED_ACTIONS.has(entry.action)
                  ? intl.formatMessage(
                      { id: `operator.audit.${entry.action}` },
                      { version: entry.version ?? 0, revision: entry.revision ?? 0, draft: entry.draftId?.slice(0, 6) ?? '' },
                    )
                  : entry.action}
                <span className={styles.meta}>
                  <time>{entry.at}</time> · {entry.by}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {!all && audit.entries.length > FIRST_ENTRIES ? (
        <button type="button" className={styles.secondary} onClick={() => setAll(true)}>
          <FormattedMessage id="operator.audit.more" values={{ count: audit.entries.length - FIRST_ENTRIES }} />
        </button>
      ) : null}
    </Panel>
  );
}
