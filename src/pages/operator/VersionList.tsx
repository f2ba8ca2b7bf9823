import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { openDialog } from '../../platform/dialogs';
import type { Language } from '../../../common/language';
import { RequestFailure } from '../../platform/request-failure';
import { showToast } from '../../platform/toast';
import { rollBack } from './operator-api';
import { useVersions } from './operator-queries';
import styles from './OperatorPage.module.css';

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
    <section className={styles.panel} aria-labelledby="operator-versions">
      <h2 id="operator-versions" className={styles.panelTitle}>
        <FormattedMessage id="operator.versions" />
      </h2>
      <ul className={styles.historyList} aria-labelledby="operator-versions">
        {versions.data.versions.map((version) => (
          <li key={version.version} className={styles.historyRow}>
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
          </li>
        ))}
      </ul>
    </section>
  );
}
