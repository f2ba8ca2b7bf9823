import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PressInvitation } from '../../../../common/generated/types';
import { LANGUAGES, type Language } from '../../../../common/language';
import { nowAsWallTime, wallTimeInputValue, wallTimeOfInput } from '../../../../common/wall-time';
import { openDialog } from '../../../platform/dialogs';
import { RequestFailure } from '../../../platform/request-failure';
import { showToast } from '../../../platform/toast';
import { ListLoading } from '../../../ui/ListStatus';
import { LoadFailed } from '../../../ui/LoadFailed';
import { InvitationDetails } from '../../news/PressInvitationPage';
import { AuditList } from '../AuditList';
import styles from '../OperatorPage.module.css';
import { revealSoon } from '../reveal';
import { OperatorTools } from '../OperatorTools';
import {
  invitationKeys,
  saveInvitation,
  useInvitationAudit,
  useInvitations,
  type OperatorPressInvitation,
  type PressInvitationDocument,
} from './invitation-api';
import { Panel } from '../Panel';

type Bilingual = 'title' | 'place';
const CONTENT_LANGUAGES = ['ZH_CN', 'EN_US'] as const;

interface Editing {
  isNew: boolean;
  document: PressInvitationDocument;
  savedJson: string;
  registeredCount: number;
}

/** The invitation as a visitor of `language` would get it (no viewer: the sign-up part is not shown). */
function previewOf(document: PressInvitationDocument, language: Language, registeredCount: number): PressInvitation {
  const key = language === 'zh-CN' ? 'ZH_CN' : 'EN_US';
  const past = document.registrationDeadline < nowAsWallTime();
  let status: PressInvitation['status'] = 'OPEN';
  if (document.status === 'CLOSED' || past) status = 'CLOSED';
  else if (registeredCount >= document.capacity) status = 'FULL';
  return {
    id: document.id,
    title: document.title[key],
    place: document.place[key],
    eventTime: document.eventTime,
    registrationDeadline: document.registrationDeadline,
    capacity: Number.isFinite(document.capacity) ? document.capacity : 0,
    registeredCount,
    status,
    signUp: { state: 'AVAILABLE', message: '' },
  };
}

/** A new invitation: a week from now at 10:00, sign-ups until the evening before, 50 seats. */
function newInvitation(now: string): PressInvitationDocument {
  const day = new Date(`${now.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  const date = day.toISOString().slice(0, 10);
  day.setUTCDate(day.getUTCDate() - 1);
  return {
    id: '',
    title: { EN_US: '', ZH_CN: '' },
    place: { EN_US: '', ZH_CN: '' },
    eventTime: `${date} 10:00:00`,
    registrationDeadline: `${day.toISOString().slice(0, 10)} 18:00:00`,
    capacity: 50,
    status: 'OPEN',
  };
}

/**
 * Issue 27 item 8: /work/invitations — the press invitations media members sign up for: each with its seats taken
 * and what visitors are told; a form with both languages side by side (an invitation is one event in both), the
 * event and deadline (UTC+8), the seats (never below the sign-ups) and closing sign-ups; who changed it.
 */
export function InvitationsWorkspace({ lang }: { lang: Language }) {
  const intl = useIntl();
  const client = useQueryClient();
  const list = useInvitations();
  const [editing, setEditing] = useState<Editing | undefined>();
  const [errors, setErrors] = useState<Array<{ pointer: string; message: string }>>([]);
  const [busy, setBusy] = useState(false);
  const audit = useInvitationAudit(editing && !editing.isNew ? editing.document.id : undefined);
  const dirty = editing !== undefined && JSON.stringify(editing.document) !== editing.savedJson;

  const open = async (next: Editing | undefined) => {
    if (
      dirty &&
      (await openDialog({ message: { id: 'operator.invitations.unsavedConfirm' }, confirmLabel: 'common.confirm', cancelLabel: 'common.cancel' })) !== 'confirm'
    )
      return;
    setEditing(next);
    setErrors([]);
    if (next) revealSoon('operator-invitation-form');
  };
  const opened = (item: OperatorPressInvitation): Editing => ({
    isNew: false,
    document: item.document,
    savedJson: JSON.stringify(item.document),
    registeredCount: item.registeredCount,
  });

  const save = async (document: PressInvitationDocument) => {
    if (!editing) return;
    // The seats taken are known here: told at once, as the server would.
    if (editing.registeredCount > 0 && document.capacity < editing.registeredCount) {
      const message = intl.formatMessage({ id: 'operator.invitations.validation.capacity' }, { registered: editing.registeredCount });
      setErrors([{ pointer: '/capacity', message }]);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      const saved = await saveInvitation(editing.isNew, document);
      setEditing(opened(saved));
      showToast(intl.formatMessage({ id: 'operator.invitations.saved' }));
      await client.invalidateQueries({ queryKey: invitationKeys.list() });
      await client.invalidateQueries({ queryKey: invitationKeys.audit(saved.document.id) });
    } catch (failure) {
      if (failure instanceof RequestFailure && failure.errorList.length > 0)
        setErrors(failure.errorList.map((item) => ({ pointer: item.pointer ?? '', message: item.errorMessage })));
      else setErrors([{ pointer: '', message: intl.formatMessage({ id: 'request.error' }) }]);
    } finally {
      setBusy(false);
    }
  };

  const document = editing?.document;
  const update = (changes: Partial<PressInvitationDocument>) => editing && setEditing({ ...editing, document: { ...editing.document, ...changes } });
  const errorsAt = (pointer: string) =>
    errors
      .filter((error) => error.pointer === pointer || error.pointer.startsWith(`${pointer}/`))
      .map((error) => (
        <span key={error.message} className={styles.fieldError}>
          {error.message}
        </span>
      ));
  const field = (id: string, pointer: string, label: string, control: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {control}
      {errorsAt(pointer)}
    </div>
  );
  const bilingual = (name: Bilingual) =>
    document && (
      <div className={styles.bilingual}>
        {CONTENT_LANGUAGES.map((language) =>
          field(
            `invitation-${name}-${language}`,
            `/${name}/${language}`,
            intl.formatMessage(
              { id: `operator.invitations.field.${name}` },
              { language: intl.formatMessage({ id: `operator.invitations.language.${language}` }) },
            ),
            <input
              id={`invitation-${name}-${language}`}
              value={document[name][language]}
              maxLength={200}
              onChange={(event) => update({ [name]: { ...document[name], [language]: event.target.value } })}
            />,
          ),
        )}
      </div>
    );

  let listBody;
  if (list.isError) listBody = <LoadFailed onReload={() => void list.refetch()} />;
  else if (!list.data) listBody = <ListLoading />;
  else
    listBody = (
      <ul className={styles.historyList} aria-labelledby="operator-invitations">
        {list.data.invitations.map((item) => (
          <li key={item.document.id} className={item.document.id === editing?.document.id ? `${styles.historyRow} ${styles.selectedRow}` : styles.historyRow}>
            <span className={styles.historyText}>
              <span className={styles.announcementTitle}>{item.document.title[lang === 'zh-CN' ? 'ZH_CN' : 'EN_US']}</span>
              <span className={styles.meta}>
                {item.document.eventTime} ·{' '}
                <FormattedMessage id="operator.invitations.seats" values={{ registered: item.registeredCount, capacity: item.document.capacity }} />
              </span>
            </span>
            <span className={item.shownStatus === 'OPEN' ? `${styles.badge} ${styles.liveBadge}` : styles.badge}>
              <FormattedMessage id={`operator.invitations.shown.${item.shownStatus}`} />
            </span>
            <button
              type="button"
              className={styles.secondary}
              aria-label={intl.formatMessage({ id: 'operator.announcements.editOf' }, { title: item.document.title[lang === 'zh-CN' ? 'ZH_CN' : 'EN_US'] })}
              onClick={() => void open(opened(item))}
            >
              <FormattedMessage id="operator.announcements.edit" />
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <main className={styles.workspace}>
      <OperatorTools current="invitations" lang={lang} />
      <div className={styles.columns}>
        <div className={styles.forms}>
          <Panel id="operator-invitations" title={<FormattedMessage id="operator.tools.invitations" />}>
            <p className={styles.hint}>
              <FormattedMessage id="operator.invitations.hint" />
            </p>
            {listBody}
            <div className={styles.editorActions}>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => {
                  const fresh = newInvitation(nowAsWallTime());
                  void open({ isNew: true, document: fresh, savedJson: '', registeredCount: 0 });
                }}
              >
                <FormattedMessage id="operator.invitations.new" />
              </button>
            </div>
          </Panel>
          {editing && document && (
            <section className={styles.panel} aria-labelledby="operator-invitation-form">
              <h2 id="operator-invitation-form" className={styles.panelTitle}>
                <FormattedMessage id={editing.isNew ? 'operator.invitations.creating' : 'operator.invitations.editing'} />
                {dirty && (
                  <>
                    {' · '}
                    <strong className={styles.unsaved}>
                      <FormattedMessage id="operator.unsaved" />
                    </strong>
                  </>
                )}
              </h2>
              {field(
                'invitation-id',
                '/id',
                intl.formatMessage({ id: 'operator.invitations.field.id' }),
                <input
                  id="invitation-id"
                  value={document.id}
                  maxLength={100}
                  readOnly={!editing.isNew}
                  onChange={(event) => update({ id: event.target.value })}
                />,
              )}
              {bilingual('title')}
              {bilingual('place')}
              <div className={styles.bilingual}>
                {field(
                  'invitation-eventTime',
                  '/eventTime',
                  intl.formatMessage({ id: 'operator.invitations.field.eventTime' }),
                  <input
                    id="invitation-eventTime"
                    type="datetime-local"
                    step={1}
                    value={wallTimeInputValue(document.eventTime)}
                    onChange={(event) => update({ eventTime: wallTimeOfInput(event.target.value) ?? '' })}
                  />,
                )}
                {field(
                  'invitation-registrationDeadline',
                  '/registrationDeadline',
                  intl.formatMessage({ id: 'operator.invitations.field.registrationDeadline' }),
                  <input
                    id="invitation-registrationDeadline"
                    type="datetime-local"
                    step={1}
                    value={wallTimeInputValue(document.registrationDeadline)}
                    onChange={(event) => update({ registrationDeadline: wallTimeOfInput(event.target.value) ?? '' })}
                  />,
                )}
              </div>
              {field(
                'invitation-capacity',
                '/capacity',
                intl.formatMessage({ id: 'operator.invitations.field.capacity' }, { registered: editing.registeredCount }),
                <input
                  id="invitation-capacity"
                  type="number"
                  min={Math.max(1, editing.registeredCount)}
                  max={100000}
                  value={Number.isFinite(document.capacity) ? document.capacity : ''}
                  onChange={(event) => update({ capacity: event.target.valueAsNumber })}
                />,
              )}
              <p className={styles.hint}>
                <FormattedMessage id={document.status === 'OPEN' ? 'operator.invitations.statusOpen' : 'operator.invitations.statusClosed'} />
              </p>
              {errors.some((error) => error.pointer === '') && (
                <div className={styles.notice} role="alert">
                  {errors.map((error) => (
                    <p key={error.message}>{error.message}</p>
                  ))}
                </div>
              )}
              <div className={styles.editorActions}>
                <button type="button" className={styles.primary} disabled={busy || (!dirty && !editing.isNew)} onClick={() => void save(document)}>
                  <FormattedMessage id="operator.announcements.save" />
                </button>
                {!editing.isNew && (
                  <button
                    type="button"
                    className={styles.secondary}
                    disabled={busy}
                    onClick={() => void save({ ...document, status: document.status === 'OPEN' ? 'CLOSED' : 'OPEN' })}
                  >
                    <FormattedMessage id={document.status === 'OPEN' ? 'operator.invitations.close' : 'operator.invitations.reopen'} />
                  </button>
                )}
                <button type="button" className={styles.secondary} disabled={busy} onClick={() => void open(undefined)}>
                  <FormattedMessage id="operator.announcements.close" />
                </button>
              </div>
            </section>
          )}
          {editing && !editing.isNew && <AuditList audit={audit.data} hint={intl.formatMessage({ id: 'operator.audit.invitationHint' })} />}
        </div>
        <aside className={styles.preview} aria-labelledby="operator-invitation-preview">
          <h2 id="operator-invitation-preview" className={styles.panelTitle}>
            <FormattedMessage id="operator.announcements.preview" />
          </h2>
          {editing && document ? (
            LANGUAGES.map((language) => (
              <div key={language} className={styles.phone} lang={language}>
                <InvitationDetails invitation={previewOf(document, language, editing.registeredCount)} language={language} />
              </div>
            ))
          ) : (
            <p className={styles.hint}>
              <FormattedMessage id="operator.invitations.previewEmpty" />
            </p>
          )}
        </aside>
      </div>
    </main>
  );
}
