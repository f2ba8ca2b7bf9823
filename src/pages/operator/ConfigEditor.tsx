import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LANGUAGES, type Language } from '../../../common/language';
import { RequestFailure } from '../../platform/request-failure';
import { errorsByPlace, validateDocument, type ConfigError } from './config-errors';
import { editableDocument, moveItem, sectionLabelOf, type PageConfigDocument } from './editor-document';
import { ErrorList } from './ErrorList';
import { FlagBits } from './FlagBits';
import { MobilePreview } from './MobilePreview';
import { createDraft, OPERATOR_ERROR_CODES, publishDraft, saveDraft, type OperatorLivePageConfig, type PageConfigDraft } from './operator-api';
import styles from './OperatorPage.module.css';
import { SectionList } from './SectionList';
import { SwitchEditor } from './SwitchEditor';
import { ChangeList } from './ChangeList';
import { ConflictNotice } from './ConflictNotice';
import { ContentPanel } from './content/ContentPanel';
import { diffDocuments } from './document-diff';
import { checkSectionProblems, useSectionProblems, type SectionProblems } from './content/section-problems';
import { usePortalPaths } from './content/widgets';
import { useLivePageConfig } from './operator-queries';
import { sectionRegistry } from '../../../sections/registry';
import { Panel } from './Panel';

interface Props {
  page: string;
  lang: Language;
  live: OperatorLivePageConfig;
  /** The draft the editor opens on; without it, the live configuration. */
  draft: PageConfigDraft | undefined;
  onDraftSaved(draft: PageConfigDraft): void;
  onPublished(version: number): void;
  onOpenLive(): void;
  onOpenDraft(id: string): void;
  /** The draft was carried over onto a newer live version (item 9): a new draft to open. */
  onRebased(draft: PageConfigDraft, conflicts: number): void;
}

interface Saved {
  id: string;
  revision: number;
  /** The document as saved, to tell unsaved changes. */
  json: string;
}

type Notice =
  | { kind: 'draftChanged' }
  | { kind: 'stale' }
  | { kind: 'failed'; text: string | undefined }
  /** Publish refused in the browser: these sections' content fails its schema (by key, with its count). */
  | { kind: 'invalidContent'; problems: SectionProblems };

/** Stands for an unreadable document, which has no sections to check. */
const EMPTY_DOCUMENT = { sections: {} } as PageConfigDocument;

let slotIdCounter = 0;
const newSlotIds = (count: number) => Array.from({ length: count }, () => `slot-${++slotIdCounter}`);

/** The editor of one configuration document: its sections, switches and flags, saved as a draft, previewed, published. */
export function ConfigEditor({ page, lang, live, draft, onDraftSaved, onPublished, onOpenLive, onOpenDraft, onRebased }: Props) {
  const intl = useIntl();
  const opened = draft?.document ?? live.document;
  const [document, setDocument] = useState<PageConfigDocument | undefined>(() => editableDocument(opened));
  const [slotIds, setSlotIds] = useState(() => newSlotIds(document?.orderingSlots.length ?? 0));
  const baseVersion = draft?.baseVersion ?? live.liveVersion;
  const [saved, setSaved] = useState<Saved | undefined>(
    draft && {
      id: draft.id,
      revision: draft.revision,
      json: JSON.stringify(draft.document),
    },
  );
  // The server's word on a document (a saved draft's errors, a refused publish's), as long as the document is the same.
  const [serverErrors, setServerErrors] = useState<{ json: string; errors: ConfigError[] } | undefined>(
    draft && { json: JSON.stringify(draft.document), errors: draft.errors },
  );
  const [notice, setNotice] = useState<Notice | undefined>();
  const [busy, setBusy] = useState<'save' | 'publish' | undefined>();
  const [selectedSection, setSelectedSection] = useState<string | undefined>();
  const problems = useSectionProblems(document ?? EMPTY_DOCUMENT, sectionRegistry);
  const pagePaths = usePortalPaths(lang);
  const otherLang = LANGUAGES.find((language) => language !== lang) ?? lang;
  const otherLive = useLivePageConfig(page, otherLang);
  const other = { lang: otherLang, document: otherLive.data && editableDocument(otherLive.data.document) };

  const json = JSON.stringify(document ?? opened);
  const dirty = saved ? saved.json !== json : json !== JSON.stringify(live.document);
  const errors = useMemo(
    () => (serverErrors?.json === json ? serverErrors.errors : document ? validateDocument(document, baseVersion, intl) : []),
    [serverErrors, json, document, baseVersion, intl],
  );

  if (!document) {
    return (
      <Panel id="operator-unreadable" title={<FormattedMessage id="operator.unreadable" />}>
        <ErrorList errors={errors} />
        <button type="button" className={styles.secondary} onClick={onOpenLive}>
          <FormattedMessage id="operator.openLive" />
        </button>
      </Panel>
    );
  }

  const places = errorsByPlace(errors, document);
  const liveDocument = editableDocument(live.document);
  const changesFromLive = liveDocument && diffDocuments(liveDocument, document);
  const selectSection = (key: string) => {
    setSelectedSection(key);
    window.document.getElementById('operator-content-panel')?.scrollIntoView({ block: 'start' });
  };
  const edit = (next: PageConfigDocument) => {
    setDocument(next);
    setNotice(undefined);
  };
  const move = (from: number, to: number) => {
    edit({
      ...document,
      orderingSlots: moveItem(document.orderingSlots, from, to),
    });
    setSlotIds(moveItem(slotIds, from, to));
  };

  const save = async (asNew = false): Promise<Saved | undefined> => {
    setBusy('save');
    setNotice(undefined);
    try {
      const reply = saved && !asNew ? await saveDraft(page, lang, saved.id, saved.revision, document) : await createDraft(page, lang, baseVersion, document);
      const next = { id: reply.id, revision: reply.revision, json };
      setSaved(next);
      setServerErrors({ json, errors: reply.errors });
      onDraftSaved(reply);
      return next;
    } catch (failure) {
      if (failure instanceof RequestFailure && failure.errorCode === OPERATOR_ERROR_CODES.draftChanged) setNotice({ kind: 'draftChanged' });
      else
        setNotice({
          kind: 'failed',
          text: failure instanceof RequestFailure ? failure.errorMessage : undefined,
        });
      return undefined;
    } finally {
      setBusy(undefined);
    }
  };

  const publish = async () => {
    // Visitors would not see a section whose content is invalid: it is fixed first, not published. Checked now,
    // not taken from the list's last check, which may not have caught up with the last keystroke.
    const invalid = await checkSectionProblems(document.sections, sectionRegistry);
    if (Object.keys(invalid).length > 0) {
      setNotice({ kind: 'invalidContent', problems: invalid });
      return;
    }
    const current = dirty || !saved ? await save() : saved;
    if (!current) return;
    setBusy('publish');
    try {
      onPublished(await publishDraft(page, lang, current.id));
    } catch (failure) {
      if (failure instanceof RequestFailure && failure.errorCode === OPERATOR_ERROR_CODES.staleDraft) setNotice({ kind: 'stale' });
      else if (failure instanceof RequestFailure && failure.errorCode === OPERATOR_ERROR_CODES.invalidPageConfig) {
        setServerErrors({
          json,
          errors: failure.errorList.map((item) => ({
            pointer: item.pointer ?? '',
            message: item.errorMessage,
          })),
        });
        setNotice({
          kind: 'failed',
          text: intl.formatMessage({ id: 'operator.publishInvalid' }),
        });
      } else
        setNotice({
          kind: 'failed',
          text: failure instanceof RequestFailure ? failure.errorMessage : undefined,
        });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar}>
        <p className={styles.status} aria-live="polite">
          <FormattedMessage id="operator.liveVersion" values={{ version: live.liveVersion }} />
          {' · '}
          {saved ? (
            <FormattedMessage id="operator.draftStatus" values={{ revision: saved.revision, version: baseVersion }} />
          ) : (
            <FormattedMessage id="operator.noDraft" />
          )}
          {dirty && (
            <>
              {' · '}
              <strong className={styles.unsaved}>
                <FormattedMessage id="operator.unsaved" />
              </strong>
            </>
          )}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} disabled={busy !== undefined || (!dirty && saved !== undefined)} onClick={() => void save()}>
            <FormattedMessage id={busy === 'save' ? 'operator.saving' : 'operator.saveDraft'} />
          </button>
          <button type="button" className={styles.primary} disabled={busy !== undefined || (!dirty && !saved)} onClick={() => void publish()}>
            <FormattedMessage id={busy === 'publish' ? 'operator.publishing' : 'operator.publish'} />
          </button>
        </div>
      </div>
      {notice?.kind === 'stale' && (
        <ConflictNotice page={page} lang={lang} baseVersion={baseVersion} mine={document} onRebased={onRebased} onOpenLive={onOpenLive} />
      )}
      {notice && notice.kind !== 'stale' && (
        <EditorNotice
          notice={notice}
          labelOf={(key) => sectionLabelOf(document, key)}
          onReloadDraft={() => saved && onOpenDraft(saved.id)}
          onSaveAsNew={() => void save(true)}
          onSelectSection={selectSection}
        />
      )}
      <div className={styles.columns}>
        <div className={styles.forms}>
          <ErrorList errors={places.get('page') ?? []} />
          {liveDocument && changesFromLive && (
            <details className={`${styles.panel} ${styles.changesPanel}`}>
              <summary>
                <FormattedMessage id="operator.diff.fromLive" values={{ count: changesFromLive.length }} />
              </summary>
              <ChangeList before={liveDocument} after={document} changes={changesFromLive} label={intl.formatMessage({ id: 'operator.diff.fromLiveList' })} />
            </details>
          )}
          <SectionList document={document} slotIds={slotIds} places={places} page={page} onChange={edit} onMove={move} />
          <ContentPanel
            document={document}
            pagePaths={pagePaths}
            other={other}
            registry={sectionRegistry}
            onChange={edit}
            selected={selectedSection}
            onSelect={setSelectedSection}
            problems={problems}
          />
          <SwitchEditor document={document} places={places} onChange={edit} />
          <FlagBits document={document} errors={places.get('flags') ?? []} onChange={edit} />
        </div>
        <MobilePreview
          page={page}
          lang={lang}
          draft={saved}
          document={document}
          version={Math.max(baseVersion, 1)}
          dirty={dirty}
          selected={selectedSection}
          onSelect={selectSection}
        />
      </div>
    </div>
  );
}

interface NoticeProps {
  notice: Notice;
  /** A section as the page names it in a line: "Services (SERVICES)", or its key alone. */
  labelOf(key: string): string;
  onReloadDraft(): void;
  onSaveAsNew(): void;
  onSelectSection(key: string): void;
}

/** A save or publish the server refused: what happened, what was kept, and what the operator can do next. */
function EditorNotice({ notice, labelOf, onReloadDraft, onSaveAsNew, onSelectSection }: NoticeProps) {
  return (
    <div className={styles.notice} role="alert">
      {notice.kind === 'draftChanged' && (
        <>
          <p>
            <FormattedMessage id="operator.draftChanged" />
          </p>
          <button type="button" className={styles.secondary} onClick={onSaveAsNew}>
            <FormattedMessage id="operator.saveAsNew" />
          </button>
          <button type="button" className={styles.secondary} onClick={onReloadDraft}>
            <FormattedMessage id="operator.reloadDraft" />
          </button>
        </>
      )}
      {notice.kind === 'failed' && <p>{notice.text ?? <FormattedMessage id="request.error" />}</p>}
      {notice.kind === 'invalidContent' && (
        <>
          <p>
            <FormattedMessage id="operator.publishInvalidContent" />
          </p>
          <ul className={styles.fixList}>
            {Object.entries(notice.problems).map(([key, count]) => (
              <li key={key}>
                <button type="button" className={styles.linkButton} onClick={() => onSelectSection(key)}>
                  <FormattedMessage id="operator.fixSection" values={{ section: labelOf(key), count }} />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
