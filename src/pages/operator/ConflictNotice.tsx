import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Language } from '../../../common/language';
import { RequestFailure } from '../../platform/request-failure';
import { ChangeList } from './ChangeList';
import { diffDocuments, placeOfChange } from './document-diff';
import { editableDocument, type PageConfigDocument } from './editor-document';
import { createDraft, fetchLivePageConfig, type PageConfigDraft } from './operator-api';
import { operatorKeys, useVersionDocument } from './operator-queries';
import styles from './OperatorPage.module.css';
import { rebaseDocument } from './rebase';

interface Props {
  page: string;
  lang: Language;
  /** The version the draft was started from. */
  baseVersion: number;
  /** The draft as the operator has it now. */
  mine: PageConfigDocument;
  /** The draft carried over: a new draft based on the live version, saved. */
  onRebased(draft: PageConfigDraft, conflicts: number): void;
  onOpenLive(): void;
}

/**
 * Issue 27 item 9: the publish was refused because another operator published since the draft was started.
 * Shows what they changed (the draft's base version → the live one), where both changed the same field, and
 * offers to carry the draft's changes over onto their version as a new draft (the old draft stays listed).
 */
export function ConflictNotice({ page, lang, baseVersion, mine, onRebased, onOpenLive }: Props) {
  const intl = useIntl();
  // The live configuration as it is now (the page's cached one is the one the editor opened on).
  const theirs = useQuery({
    queryKey: [...operatorKeys.page(page, lang), 'conflict', baseVersion],
    queryFn: () => fetchLivePageConfig(page, lang),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const base = useVersionDocument(page, lang, baseVersion > 0 ? baseVersion : undefined);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | undefined>();

  const theirDocument = theirs.data && editableDocument(theirs.data.document);
  const baseDocument =
    baseVersion === 0
      ? ({ orderingSlots: [], sectionConfigs: {}, switches: [], flagMask: 0, sections: {} } as unknown as PageConfigDocument)
      : base.data && editableDocument(base.data.document);
  let body;
  if (theirs.isError || base.isError)
    body = (
      <p>
        <FormattedMessage id="list.failed" />
      </p>
    );
  else if (!theirs.data || !theirDocument || !baseDocument)
    body = (
      <p role="status">
        <FormattedMessage id="list.loading" />
      </p>
    );
  else {
    const liveVersion = theirs.data.liveVersion;
    const theirChanges = diffDocuments(baseDocument, theirDocument);
    const rebased = rebaseDocument(baseDocument, mine, theirDocument);
    const rebase = async () => {
      setBusy(true);
      setFailed(undefined);
      try {
        onRebased(await createDraft(page, lang, liveVersion, rebased.value), rebased.conflicts.length);
      } catch (failure) {
        setFailed((failure instanceof RequestFailure && failure.errorMessage) || intl.formatMessage({ id: 'request.error' }));
      } finally {
        setBusy(false);
      }
    };
    body = (
      <>
        <p>
          <FormattedMessage id="operator.conflict.intro" values={{ base: baseVersion, live: liveVersion }} />
        </p>
        <h3 className={styles.subTitle}>
          <FormattedMessage id="operator.conflict.theirs" values={{ base: baseVersion, live: liveVersion }} />
        </h3>
        <ChangeList
          before={baseDocument}
          after={theirDocument}
          changes={theirChanges}
          label={intl.formatMessage({ id: 'operator.conflict.theirs' }, { base: baseVersion, live: liveVersion })}
        />
        {rebased.conflicts.length > 0 ? (
          <>
            <p>
              <FormattedMessage id="operator.conflict.both" />
            </p>
            <ul className={styles.changes} aria-label={intl.formatMessage({ id: 'operator.conflict.bothList' })}>
              {rebased.conflicts.map((path) => (
                <li key={path.join('/')}>{placeOfChange(path, rebased.value, intl)}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>
            <FormattedMessage id="operator.conflict.clean" />
          </p>
        )}
        {failed && <p>{failed}</p>}
        <button type="button" className={styles.primary} disabled={busy} onClick={() => void rebase()}>
          <FormattedMessage id="operator.conflict.rebase" values={{ live: liveVersion }} />
        </button>
      </>
    );
  }
  return (
    <div className={styles.notice} role="alert">
      {body}
      <button type="button" className={styles.secondary} onClick={onOpenLive}>
        <FormattedMessage id="operator.openLive" />
      </button>
    </div>
  );
}
