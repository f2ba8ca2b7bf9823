import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { Announcement } from '../../../../common/generated/types';
import type { Language } from '../../../../common/language';
import { nowAsWallTime } from '../../../../common/wall-time';
import schema from '../../../../schemas/operator/announcement-document.schema.json';
import { AnnouncementTicker } from '../../../../sections/system-notice/AnnouncementTicker';
import { openDialog } from '../../../platform/dialogs';
import { RequestFailure } from '../../../platform/request-failure';
import { showToast } from '../../../platform/toast';
import { ListLoading } from '../../../ui/ListStatus';
import { LoadFailed } from '../../../ui/LoadFailed';
import { AuditList } from '../AuditList';
import { loadGeneratedFormValidator, SchemaForm } from '../content/SectionContentForm';
import { usePortalPaths } from '../content/widgets';
import styles from '../OperatorPage.module.css';
import { revealSoon } from '../reveal';
import { ConfigLanguageSwitch, OperatorTools } from '../OperatorTools';
import {
  announcementKeys,
  deleteAnnouncement,
  saveAnnouncement,
  useAnnouncementAudit,
  useAnnouncements,
  type AnnouncementDocument,
  type OperatorAnnouncement,
} from './announcement-api';
import { Panel } from '../Panel';

/** Where a saved announcement stands for visitors now. */
type State = 'shown' | 'scheduled' | 'ended' | 'off';

function stateOf(document: AnnouncementDocument, now: string): State {
  if (document.status !== 'ACTIVE') return 'off';
  if (now < document.fromTime) return 'scheduled';
  if (now > document.toTime) return 'ended';
  return 'shown';
}

/** A new announcement: shown on the home page from this minute for a week, linking nowhere. */
function newDocument(now: string): AnnouncementDocument {
  // Wall times as if UTC: only their difference is worked out.
  const start = new Date(`${now.slice(0, 16).replace(' ', 'T')}:00Z`);
  const end = new Date(start.valueOf() + 7 * 24 * 3600_000 - 1000);
  const text = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
  return { title: '', redirectType: 'NONE', fromTime: text(start), toTime: text(end), status: 'ACTIVE', displayPage: 'HOMEPAGE' };
}

/** The form's data as a document the server takes: a link address only where the type reads it. */
function cleaned(data: unknown): AnnouncementDocument {
  const document = { ...(data as AnnouncementDocument) };
  if (document.redirectType !== 'URL') delete document.linkUrl;
  return document;
}

const loadAnnouncementForm = async () => ({ schema, validatorFunctions: await loadGeneratedFormValidator(schema) });

interface Editing {
  /** The announcement being changed; undefined for a new one. */
  id: string | undefined;
  document: AnnouncementDocument;
  /** The document as last saved (or as opened), to tell unsaved changes. */
  savedJson: string;
}

/**
 * Issue 27 item 8: /work/announcements?lang= — the SYSTEMNOTICE carousel's announcements of a language. The list in
 * the visitors' order with where each stands now; a form (generated from the announcement's schema, validated as the
 * operator types, again by the server) to write one; a preview of the bar as visitors will see it; who changed it.
 */
export function AnnouncementsWorkspace({ lang }: { lang: Language }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const list = useAnnouncements(lang);
  const form = useQuery({ queryKey: ['operator', 'announcement-form'], queryFn: loadAnnouncementForm, staleTime: Infinity });
  const pagePaths = usePortalPaths(lang);
  const [editing, setEditing] = useState<Editing | undefined>();
  const [formErrors, setFormErrors] = useState(0);
  const [refusal, setRefusal] = useState<string[] | undefined>();
  const [busy, setBusy] = useState(false);
  const audit = useAnnouncementAudit(editing?.id);
  const now = nowAsWallTime();
  const dirty = editing !== undefined && JSON.stringify(cleaned(editing.document)) !== editing.savedJson;

  const leaveEditing = async (): Promise<boolean> => {
    if (!dirty) return true;
    const outcome = await openDialog({
      message: { id: 'operator.announcements.unsavedConfirm' },
      confirmLabel: 'common.confirm',
      cancelLabel: 'common.cancel',
    });
    return outcome === 'confirm';
  };
  const open = async (next: Editing | undefined) => {
    if (!(await leaveEditing())) return;
    setEditing(next);
    setRefusal(undefined);
    setFormErrors(0);
    if (next) revealSoon('operator-announcement-form');
  };
  const openSaved = (item: OperatorAnnouncement) => void open({ id: item.id, document: item.document, savedJson: JSON.stringify(item.document) });
  const openNew = () => {
    const document = newDocument(now);
    void open({ id: undefined, document, savedJson: '' });
  };
  const switchLanguage = async (language: Language) => {
    if (!(await leaveEditing())) return;
    setEditing(undefined);
    const params = new URLSearchParams(query);
    params.set('lang', language);
    setQuery(params);
  };

  const save = async () => {
    if (!editing) return;
    if (formErrors > 0) {
      setRefusal([intl.formatMessage({ id: 'operator.announcements.fixFirst' })]);
      return;
    }
    setBusy(true);
    setRefusal(undefined);
    try {
      const saved = await saveAnnouncement(lang, editing.id, cleaned(editing.document));
      setEditing({ id: saved.id, document: saved.document, savedJson: JSON.stringify(saved.document) });
      showToast(intl.formatMessage({ id: 'operator.announcements.saved' }));
      await client.invalidateQueries({ queryKey: announcementKeys.list(lang) });
      await client.invalidateQueries({ queryKey: announcementKeys.audit(saved.id) });
    } catch (failure) {
      setRefusal(
        failure instanceof RequestFailure && failure.errorList.length > 0
          ? failure.errorList.map((item) => item.errorMessage)
          : [intl.formatMessage({ id: 'request.error' })],
      );
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!editing?.id) return;
    const outcome = await openDialog({
      title: 'operator.announcements.delete',
      message: { id: 'operator.announcements.deleteConfirm', values: { title: editing.document.title } },
      confirmLabel: 'common.confirm',
      cancelLabel: 'common.cancel',
    });
    if (outcome !== 'confirm') return;
    setBusy(true);
    try {
      await deleteAnnouncement(editing.id);
      setEditing(undefined);
      showToast(intl.formatMessage({ id: 'operator.announcements.deleted' }));
      await client.invalidateQueries({ queryKey: announcementKeys.list(lang) });
    } catch (failure) {
      setRefusal([(failure instanceof RequestFailure && failure.errorMessage) || intl.formatMessage({ id: 'request.error' })]);
    } finally {
      setBusy(false);
    }
  };

  let listBody;
  if (list.isError) listBody = <LoadFailed onReload={() => void list.refetch()} />;
  else if (!list.data) listBody = <ListLoading />;
  else if (list.data.announcements.length === 0)
    listBody = (
      <p className={styles.hint}>
        <FormattedMessage id="operator.announcements.empty" />
      </p>
    );
  else
    listBody = (
      <ul className={styles.historyList} aria-labelledby="operator-announcements">
        {list.data.announcements.map((item) => {
          const state = stateOf(item.document, now);
          return (
            <li key={item.id} className={item.id === editing?.id ? `${styles.historyRow} ${styles.selectedRow}` : styles.historyRow}>
              <span className={styles.historyText}>
                <span className={styles.announcementTitle}>{item.document.title}</span>
                <span className={styles.meta}>
                  {item.document.fromTime} – {item.document.toTime} · <FormattedMessage id={`operator.announcements.page.${item.document.displayPage}`} />
                </span>
              </span>
              <span className={state === 'shown' ? `${styles.badge} ${styles.liveBadge}` : styles.badge}>
                <FormattedMessage id={`operator.announcements.state.${state}`} />
              </span>
              <button
                type="button"
                className={styles.secondary}
                aria-label={intl.formatMessage({ id: 'operator.announcements.editOf' }, { title: item.document.title })}
                onClick={() => openSaved(item)}
              >
                <FormattedMessage id="operator.announcements.edit" />
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <main className={styles.workspace}>
      <OperatorTools current="announcements" lang={lang} />
      <ConfigLanguageSwitch lang={lang} onChoose={(language) => void switchLanguage(language)} />
      <div className={styles.columns}>
        <div className={styles.forms}>
          <Panel id="operator-announcements" title={<FormattedMessage id="operator.announcements.list" />}>
            <p className={styles.hint}>
              <FormattedMessage id="operator.announcements.hint" />
            </p>
            {listBody}
            <div className={styles.editorActions}>
              <button type="button" className={styles.secondary} onClick={openNew}>
                <FormattedMessage id="operator.announcements.new" />
              </button>
            </div>
          </Panel>
          {editing && (
            <section className={styles.panel} aria-labelledby="operator-announcement-form">
              <h2 id="operator-announcement-form" className={styles.panelTitle}>
                <FormattedMessage id={editing.id ? 'operator.announcements.editing' : 'operator.announcements.creating'} />
                {dirty && (
                  <>
                    {' · '}
                    <strong className={styles.unsaved}>
                      <FormattedMessage id="operator.unsaved" />
                    </strong>
                  </>
                )}
              </h2>
              <SchemaForm
                key={editing.id ?? 'new'}
                loaded={form}
                formKey="ANNOUNCEMENT"
                pagePaths={pagePaths}
                data={editing.document}
                onChange={(data) => setEditing({ ...editing, document: data as AnnouncementDocument })}
                onErrors={setFormErrors}
                enumNames={{
                  status: ['ACTIVE', 'INACTIVE'].map((value) => intl.formatMessage({ id: `operator.announcements.status.${value}` })),
                  displayPage: ['HOMEPAGE', 'EXHIBITION'].map((value) => intl.formatMessage({ id: `operator.announcements.page.${value}` })),
                }}
              />
              {refusal && (
                <div className={styles.notice} role="alert">
                  {refusal.map((text) => (
                    <p key={text}>{text}</p>
                  ))}
                </div>
              )}
              <div className={styles.editorActions}>
                <button type="button" className={styles.primary} disabled={busy || (!dirty && editing.id !== undefined)} onClick={() => void save()}>
                  <FormattedMessage id={busy ? 'operator.saving' : 'operator.announcements.save'} />
                </button>
                {editing.id && (
                  <button type="button" className={styles.secondary} disabled={busy} onClick={() => void remove()}>
                    <FormattedMessage id="operator.announcements.delete" />
                  </button>
                )}
                <button type="button" className={styles.secondary} disabled={busy} onClick={() => void open(undefined)}>
                  <FormattedMessage id="operator.announcements.close" />
                </button>
              </div>
            </section>
          )}
          {editing?.id && <AuditList audit={audit.data} hint={intl.formatMessage({ id: 'operator.audit.announcementHint' })} />}
        </div>
        <AnnouncementPreview lang={lang} document={editing && cleaned(editing.document)} now={now} />
      </div>
    </main>
  );
}

/** The announcement bar as a phone shows it, with the announcement being written, and when visitors see it. */
function AnnouncementPreview({ lang, document, now }: { lang: Language; document: AnnouncementDocument | undefined; now: string }) {
  const intl = useIntl();
  const announcement: Announcement | undefined = document && {
    id: 'preview',
    title: document.title,
    redirectType: document.redirectType,
    linkUrl: document.linkUrl ?? null,
    duration: { fromTime: document.fromTime, toTime: document.toTime },
    status: document.status,
    udfs: { displayPage: document.displayPage, language: lang },
    siteAnnouncementPlaces: [{ place: 'MALL_PAGE' }],
    industrySite: { id: 'preview' },
  };
  const state = document && stateOf(document, now);
  return (
    <aside className={styles.preview} aria-labelledby="operator-announcement-preview">
      <h2 id="operator-announcement-preview" className={styles.panelTitle}>
        <FormattedMessage id="operator.announcements.preview" />
      </h2>
      {announcement && document && document.title.trim() !== '' ? (
        <>
          <div className={styles.previewBox}>
            <AnnouncementTicker announcements={[announcement]} />
          </div>
          <p className={styles.hint}>
            {state === 'off' ? (
              <FormattedMessage id="operator.announcements.previewOff" />
            ) : (
              <FormattedMessage
                id="operator.announcements.previewWhen"
                values={{
                  page: intl.formatMessage({ id: `operator.announcements.page.${document.displayPage}` }),
                  from: document.fromTime,
                  to: document.toTime,
                }}
              />
            )}
          </p>
        </>
      ) : (
        <p className={styles.hint}>
          <FormattedMessage id="operator.announcements.previewEmpty" />
        </p>
      )}
    </aside>
  );
}
