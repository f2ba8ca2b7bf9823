import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { openDialog } from '../../platform/dialogs';
import type { Language } from '../../../common/language';
import { RequestFailure } from '../../platform/request-failure';
import { showToast } from '../../platform/toast';
import { rollBack } from './operator-api';
import { ChangeList } from './ChangeList';
import { diffDocuments } from './document-diff';
import { editableDocument } from './editor-document';
import { useVersionDocument, useVersions } from './operator-queries';
import styles from './OperatorPage.module.css';
import { LoadFailed } from '../../ui/LoadFailed';
import { Panel } from './Panel';

interface Props {
  page: string;
  lang: Language;
  onRolledBack(version: number): void;
}

/** Every published version, newest first, who published it and when (UTC+8); any other than the live one can be made live again. */
export function VersionList({ page, lang, onRolledBack }: Props) {
  const intl = useIntl();
  const versions = useVersions(page, lang);
  const [pending, setPending] = useState<number | undefined>();
  if (!versions.data) return null;

  const rollBackTo = async (version: number) => {
    const outcome = await openDialog({
      title: 'operator.rollBack',
      message: { id: 'operator.rollBackConfirm', values: { version } },
      confirmLabel: 'common.confirm',
      cancelLabel: 'common.cancel',
    });
    if (outcome !== 'confirm') return;
    setPending(version);
    try {
      onRolledBack(await rollBack(page, lang, version));
    } catch (failure) {
      showToast((failure instanceof RequestFailure && failure.errorMessage) || intl.formatMessage({ id: 'request.error' }));
    } finally {
      setPending(undefined);
    }
  };

  return (
    <Panel id="operator-versions" title={<FormattedMessage id="operator.versions" />}>
      <ul className={styles.historyList} aria-labelledby="operator-versions">
        {versions.data.versions.map((version, index, all) => (
          <li key={version.version} className={`${styles.historyRow} ${styles.versionRow}`}>
            <span className={styles.historyText}>
              <FormattedMessage id="operator.versionLine" values={{ version: version.version }} />
              <span className={styles.meta}>
                {version.createdAt} · {version.createdBy}
              </span>
            </span>
            {version.live ? (
              <span className={`${styles.badge} ${styles.liveBadge}`}>
                <FormattedMessage id="operator.live" />
              </span>
            ) : (
              <button
                type="button"
                className={styles.secondary}
                disabled={pending !== undefined}
                aria-label={intl.formatMessage({ id: 'operator.rollBackTo' }, { version: version.version })}
                onClick={() => void rollBackTo(version.version)}
              >
                <FormattedMessage id="operator.rollBack" />
              </button>
            )}
            <VersionChanges page={page} lang={lang} version={version.version} previous={all[index + 1]?.version} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

interface ChangesProps {
  page: string;
  lang: Language;
  version: number;
  /** The version stored before it; none for the first. */
  previous: number | undefined;
}

/** What a version changed from the one before it, loaded when the operator opens it. */
function VersionChanges({ page, lang, version, previous }: ChangesProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const after = useVersionDocument(page, lang, open ? version : undefined);
  const before = useVersionDocument(page, lang, open ? previous : undefined);
  const label = intl.formatMessage({ id: 'operator.diff.versionList' }, { version });
  let body;
  if (!open) body = null;
  else if (previous === undefined)
    body = (
      <p className={styles.hint}>
        <FormattedMessage id="operator.diff.firstVersion" />
      </p>
    );
  else if (after.isError || before.isError)
    body = (
      <LoadFailed
        onReload={() => {
          if (after.isError) void after.refetch();
          if (before.isError) void before.refetch();
        }}
      />
    );
  else if (!after.data || !before.data)
    body = (
      <p role="status">
        <FormattedMessage id="list.loading" />
      </p>
    );
  else {
    const from = editableDocument(before.data.document);
    const to = editableDocument(after.data.document);
    body = from && to ? <ChangeList before={from} after={to} changes={diffDocuments(from, to)} label={label} /> : <FormattedMessage id="operator.unreadable" />;
  }
  return (
    <details className={styles.changesPanel} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <FormattedMessage id="operator.diff.showVersion" values={{ version }} />
      </summary>
      {body}
    </details>
  );
}
