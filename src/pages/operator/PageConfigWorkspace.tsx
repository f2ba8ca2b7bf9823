import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { Language } from '../../../common/language';
import { RequestFailure } from '../../platform/request-failure';
import { showToast } from '../../platform/toast';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { ConfigEditor } from './ConfigEditor';
import { DraftList } from './DraftList';
import type { PageConfigDraft } from './operator-api';
import { AuditList } from './AuditList';
import { operatorKeys, refreshPageState, useAudit, useDraft, useLivePageConfig } from './operator-queries';
import styles from './OperatorPage.module.css';
import { ConfigLanguageSwitch, OperatorTools } from './OperatorTools';
import { PagePicker } from './PagePicker';
import { VersionList } from './VersionList';

interface Props {
  page: string;
  lang: Language;
}

/**
 * The configuration of one page in one language: the editor (opened on the live configuration, or on the draft
 * the query's `draft` names), the saved drafts and the versions. The editor starts afresh only when the operator
 * opens something else (another draft, the live configuration, a publish or rollback done); its own saves keep it.
 */
export function PageConfigWorkspace({ page, lang }: Props) {
  const intl = useIntl();
  const client = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const draftId = query.get('draft') ?? undefined;
  const [origin, setOrigin] = useState<{
    lang: Language;
    draft: string | undefined;
    generation: number;
  }>({ lang, draft: draftId, generation: 0 });
  const savedHere = useRef(new Set<string>());
  if (origin.lang !== lang || (draftId !== origin.draft && !(draftId && savedHere.current.has(draftId)))) {
    setOrigin({ lang, draft: draftId, generation: origin.generation + 1 });
  }
  const live = useLivePageConfig(page, lang);
  const draft = useDraft(page, lang, origin.draft);
  const audit = useAudit(page, lang);

  const openQuery = (next: { lang?: Language; draft?: string | undefined }) => {
    const params = new URLSearchParams(query);
    params.set('lang', next.lang ?? lang);
    if (next.draft) params.set('draft', next.draft);
    else params.delete('draft');
    setQuery(params);
  };
  const restart = (draft: string | undefined) => setOrigin({ lang, draft, generation: origin.generation + 1 });
  const openLive = async () => {
    await client.invalidateQueries({ queryKey: operatorKeys.live(page, lang) });
    openQuery({ draft: undefined });
    restart(undefined);
  };
  const openDraft = async (id: string) => {
    await client.invalidateQueries({
      queryKey: operatorKeys.draft(page, lang, id),
    });
    openQuery({ draft: id });
    restart(id);
  };
  const adoptDraft = (saved: PageConfigDraft) => {
    savedHere.current.add(saved.id);
    client.setQueryData(operatorKeys.draft(page, lang, saved.id), saved);
    void client.invalidateQueries({
      queryKey: operatorKeys.drafts(page, lang),
    });
    void client.invalidateQueries({ queryKey: operatorKeys.audit(page, lang) });
    if (saved.id !== draftId) openQuery({ draft: saved.id });
  };
  const published = async (version: number) => {
    showToast(intl.formatMessage({ id: 'operator.published' }, { version }));
    await refreshPageState(client, page, lang);
    openQuery({ draft: undefined });
    restart(undefined);
  };
  const rebased = async (saved: PageConfigDraft, conflicts: number) => {
    showToast(
      intl.formatMessage(
        { id: conflicts > 0 ? 'operator.conflict.rebasedWithConflicts' : 'operator.conflict.rebased' },
        { version: saved.baseVersion, count: conflicts },
      ),
    );
    client.setQueryData(operatorKeys.draft(page, lang, saved.id), saved);
    await refreshPageState(client, page, lang);
    openQuery({ draft: saved.id });
    restart(saved.id);
  };
  const rolledBack = async (version: number) => {
    showToast(intl.formatMessage({ id: 'operator.rolledBack' }, { version }));
    await refreshPageState(client, page, lang);
    // A draft being edited stays open; the live configuration shown is the one now live.
    if (!origin.draft) restart(undefined);
  };

  let editor;
  if (live.isError) editor = <LoadFailed onReload={() => void live.refetch()} />;
  else if (origin.draft && draft.isError) {
    const gone = draft.error instanceof RequestFailure && draft.error.status === 404;
    editor = (
      <div className={styles.notice} role="alert">
        <p>
          <FormattedMessage id={gone ? 'operator.draftGone' : 'list.failed'} />
        </p>
        <button type="button" className={styles.secondary} onClick={() => void openLive()}>
          <FormattedMessage id="operator.openLive" />
        </button>
      </div>
    );
  } else if (!live.data || (origin.draft && !draft.data)) editor = <ListLoading />;
  else {
    editor = (
      <ConfigEditor
        key={`${origin.lang}|${origin.draft ?? ''}|${origin.generation}`}
        page={page}
        lang={lang}
        live={live.data}
        draft={origin.draft ? draft.data : undefined}
        onDraftSaved={adoptDraft}
        onPublished={(version) => void published(version)}
        onOpenLive={() => void openLive()}
        onOpenDraft={(id) => void openDraft(id)}
        onRebased={(saved, conflicts) => void rebased(saved, conflicts)}
      />
    );
  }

  return (
    <main className={styles.workspace}>
      <OperatorTools current="pageConfig" lang={lang} />
      <PagePicker page={page} lang={lang} />
      <ConfigLanguageSwitch lang={lang} onChoose={(language) => openQuery({ lang: language, draft: undefined })} />
      {editor}
      <div className={styles.history}>
        <DraftList page={page} lang={lang} openDraft={origin.draft} onOpen={(id) => void openDraft(id)} />
        <VersionList page={page} lang={lang} onRolledBack={(version) => void rolledBack(version)} />
        <AuditList audit={audit.data} hint={intl.formatMessage({ id: 'operator.audit.pageHint' })} />
      </div>
    </main>
  );
}
