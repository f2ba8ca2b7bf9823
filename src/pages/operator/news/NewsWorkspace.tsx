import { wallTimeInputValue, wallTimeOfInput } from '../../../../common/wall-time';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { Language } from '../../../../common/language';
import { openDialog } from '../../../platform/dialogs';
import { RequestFailure } from '../../../platform/request-failure';
import { showToast } from '../../../platform/toast';
import { ListLoading } from '../../../ui/ListStatus';
import { LoadFailed } from '../../../ui/LoadFailed';
import { ArticleBody } from '../../news/ArticleBody';
import { AuditList } from '../AuditList';
import { uploadMedia } from '../operator-api';
import styles from '../OperatorPage.module.css';
import { revealSoon } from '../reveal';
import { ConfigLanguageSwitch, OperatorTools } from '../OperatorTools';
import {
  newsKeys,
  saveArticle,
  setArticleStatus,
  validateArticle,
  useArticleAudit,
  useArticles,
  type ArticleStatus,
  type NewsArticleDocument,
  type OperatorNewsArticle,
} from './news-operator-api';
import { RichTextEditor } from './RichTextEditor';
import { useInvitations } from '../invitations/invitation-api';

const CATEGORIES = ['FAIR_NEWS', 'MEDIA_COVERAGE', 'MORNING_BROADCAST', 'NOTICE', 'PRESS_INVITATION', 'TEXT_REPORT', 'VIDEO_REPORT'] as const;

interface Editing {
  id: string | undefined;
  status: ArticleStatus;
  document: NewsArticleDocument;
  savedJson: string;
  /** Bumped when the body is replaced from outside the editor (another article opened). */
  generation: number;
}

const newArticle = (lang: Language): NewsArticleDocument => ({
  language: lang,
  slug: '',
  category: 'FAIR_NEWS',
  kind: 'ARTICLE',
  title: '',
  summary: '',
  body: '',
  coverUrl: '',
  attachments: [],
});

/** The document as the server takes it: no empty optional fields. */
function cleaned(document: NewsArticleDocument): NewsArticleDocument {
  const next = { ...document };
  if (!next.publishTime) delete next.publishTime;
  if (!next.invitationId) delete next.invitationId;
  return next;
}

/**
 * Issue 27 item 8: /work/news?lang= — the news centre's articles of a language for operators: drafts and published
 * ones, an editor (title, address name, category, summary, cover picture from the media library, the body in a
 * rich-text editor, publish time in UTC+8), publish and unpublish, a preview as the article page shows it, and who
 * changed it. The server sanitises the body and checks the document on every save and publish.
 */
export function NewsWorkspace({ lang }: { lang: Language }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const drafts = useArticles(lang, 'DRAFT');
  const published = useArticles(lang, 'PUBLISHED');
  const [editing, setEditing] = useState<Editing | undefined>();
  const [errors, setErrors] = useState<Array<{ pointer: string; message: string }>>([]);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const audit = useArticleAudit(editing?.id);
  const invitations = useInvitations();
  const dirty = editing !== undefined && JSON.stringify(cleaned(editing.document)) !== editing.savedJson;

  const leaveEditing = async () =>
    !dirty ||
    (await openDialog({ message: { id: 'operator.news.unsavedConfirm' }, confirmLabel: 'common.confirm', cancelLabel: 'common.cancel' })) === 'confirm';
  const open = async (next: Omit<Editing, 'generation'> | undefined) => {
    if (!(await leaveEditing())) return;
    setEditing(next && { ...next, generation: (editing?.generation ?? 0) + 1 });
    setErrors([]);
    if (next) revealSoon('operator-news-form');
  };
  const openSaved = (article: OperatorNewsArticle) =>
    void open({ id: article.id, status: article.status, document: article.document, savedJson: JSON.stringify(article.document) });
  const adopt = (article: OperatorNewsArticle) =>
    setEditing((current) => ({
      id: article.id,
      status: article.status,
      document: article.document,
      savedJson: JSON.stringify(article.document),
      generation: current?.generation ?? 0,
    }));
  const refresh = async (id: string) => {
    await client.invalidateQueries({ queryKey: [...newsKeys.list(lang, 'DRAFT')].slice(0, -1) });
    await client.invalidateQueries({ queryKey: newsKeys.audit(id) });
  };
  const refusedWith = (failure: unknown) => {
    if (failure instanceof RequestFailure && failure.errorList.length > 0)
      setErrors(failure.errorList.map((item) => ({ pointer: item.pointer ?? '', message: item.errorMessage })));
    else setErrors([{ pointer: '', message: intl.formatMessage({ id: 'request.error' }) }]);
  };
  const switchLanguage = async (language: Language) => {
    if (!(await leaveEditing())) return;
    setEditing(undefined);
    const params = new URLSearchParams(query);
    params.set('lang', language);
    setQuery(params);
  };

  const save = async (): Promise<OperatorNewsArticle | undefined> => {
    if (!editing) return undefined;
    setBusy(true);
    setErrors([]);
    try {
      // Checked first, so a refusal is told at its fields without a refused write.
      const problems = await validateArticle(cleaned(editing.document));
      if (problems.length > 0) {
        setErrors(problems);
        return undefined;
      }
      const saved = await saveArticle(editing.id, cleaned(editing.document));
      adopt(saved);
      showToast(intl.formatMessage({ id: 'operator.news.saved' }));
      await refresh(saved.id);
      return saved;
    } catch (failure) {
      refusedWith(failure);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const changeStatus = async (action: 'publish' | 'unpublish') => {
    if (!editing) return;
    const saved = action === 'publish' && (dirty || !editing.id) ? await save() : undefined;
    const id = saved?.id ?? editing.id;
    if (!id || (action === 'publish' && (dirty || !editing.id) && !saved)) return;
    setBusy(true);
    try {
      const article = await setArticleStatus(id, action);
      adopt(article);
      showToast(intl.formatMessage({ id: action === 'publish' ? 'operator.news.publishedToast' : 'operator.news.unpublishedToast' }));
      await refresh(id);
    } catch (failure) {
      refusedWith(failure);
    } finally {
      setBusy(false);
    }
  };
  const upload = async (file: File) => {
    if (!editing) return;
    setUploading(true);
    try {
      const media = await uploadMedia(file, file.name);
      setEditing({ ...editing, document: { ...editing.document, coverUrl: media.url } });
    } catch (failure) {
      refusedWith(failure);
    } finally {
      setUploading(false);
    }
  };

  const update = (changes: Partial<NewsArticleDocument>) => editing && setEditing({ ...editing, document: { ...editing.document, ...changes } });
  const errorAt = (field: string) => errors.filter((error) => error.pointer === `/${field}` || error.pointer.startsWith(`/${field}/`));
  const field = (name: string, label: string, control: ReactNode, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={`news-${name}`}>{label}</label>
      {control}
      {hint && <span className={styles.hint}>{hint}</span>}
      {errorAt(name).map((error) => (
        <span key={error.message} className={styles.fieldError} id={`news-${name}-error`}>
          {error.message}
        </span>
      ))}
    </div>
  );
  const label = (id: string) => intl.formatMessage({ id: `operator.news.field.${id}` });

  const list = (status: ArticleStatus, articles: ReturnType<typeof useArticles>) => {
    const heading = `operator-news-${status.toLowerCase()}`;
    let body;
    if (articles.isError) body = <LoadFailed onReload={() => void articles.refetch()} />;
    else if (!articles.data) body = <ListLoading />;
    else if (articles.data.articles.length === 0)
      body = (
        <p className={styles.hint}>
          <FormattedMessage id="operator.news.empty" />
        </p>
      );
    else
      body = (
        <ul className={`${styles.historyList} ${styles.scrollingList}`} aria-labelledby={heading}>
          {articles.data.articles.map((article) => (
            <li key={article.id} className={article.id === editing?.id ? `${styles.historyRow} ${styles.selectedRow}` : styles.historyRow}>
              <span className={styles.historyText}>
                <span className={styles.announcementTitle}>{article.document.title}</span>
                <span className={styles.meta}>
                  <FormattedMessage id={`news-page.category.${article.document.category}`} /> · {article.document.publishTime ?? article.updatedAt}
                </span>
              </span>
              <button
                type="button"
                className={styles.secondary}
                aria-label={intl.formatMessage({ id: 'operator.announcements.editOf' }, { title: article.document.title })}
                onClick={() => openSaved(article)}
              >
                <FormattedMessage id="operator.announcements.edit" />
              </button>
            </li>
          ))}
        </ul>
      );
    return (
      <section className={styles.panel} aria-labelledby={heading}>
        <h2 id={heading} className={styles.panelTitle}>
          <FormattedMessage id={`operator.news.${status}`} />
        </h2>
        {body}
      </section>
    );
  };

  const document = editing?.document;
  return (
    <main className={styles.workspace}>
      <OperatorTools current="news" lang={lang} />
      <ConfigLanguageSwitch lang={lang} onChoose={(language) => void switchLanguage(language)} />
      <div className={styles.columns}>
        <div className={styles.forms}>
          <div className={styles.editorActions}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void open({ id: undefined, status: 'DRAFT', document: newArticle(lang), savedJson: '' })}
            >
              <FormattedMessage id="operator.news.new" />
            </button>
          </div>
          {editing && document && (
            <section className={styles.panel} aria-labelledby="operator-news-form">
              <h2 id="operator-news-form" className={styles.panelTitle}>
                <FormattedMessage id={editing.id ? 'operator.news.editing' : 'operator.news.creating'} />
                {' · '}
                <FormattedMessage id={`operator.news.status.${editing.status}`} />
                {dirty && (
                  <>
                    {' · '}
                    <strong className={styles.unsaved}>
                      <FormattedMessage id="operator.unsaved" />
                    </strong>
                  </>
                )}
              </h2>
              {editing.status === 'PUBLISHED' && (
                <p className={styles.hint}>
                  <FormattedMessage id="operator.news.publishedHint" />
                </p>
              )}
              <fieldset disabled={editing.status === 'PUBLISHED'} className={styles.plainFieldset}>
                {field(
                  'title',
                  label('title'),
                  <input id="news-title" value={document.title} maxLength={200} onChange={(event) => update({ title: event.target.value })} />,
                )}
                {field(
                  'slug',
                  label('slug'),
                  <input id="news-slug" value={document.slug} maxLength={100} onChange={(event) => update({ slug: event.target.value })} />,
                  intl.formatMessage({ id: 'operator.news.field.slugHint' }, { path: `/m/${lang}/news/${document.slug || '…'}` }),
                )}
                {field(
                  'category',
                  label('category'),
                  <select
                    id="news-category"
                    value={document.category}
                    onChange={(event) => update({ category: event.target.value as NewsArticleDocument['category'] })}
                  >
                    {CATEGORIES.map((category) => (
                      <option key={category} value={category}>
                        {intl.formatMessage({ id: `news-page.category.${category}` })}
                      </option>
                    ))}
                  </select>,
                )}
                {field(
                  'summary',
                  label('summary'),
                  <textarea
                    id="news-summary"
                    rows={3}
                    value={document.summary}
                    maxLength={500}
                    onChange={(event) => update({ summary: event.target.value })}
                  />,
                )}
                {field(
                  'coverUrl',
                  label('coverUrl'),
                  <>
                    <input id="news-coverUrl" value={document.coverUrl} maxLength={2048} onChange={(event) => update({ coverUrl: event.target.value })} />
                    {document.coverUrl && <img className={styles.coverThumb} src={document.coverUrl} alt="" />}
                    <input
                      type="file"
                      accept="image/png,image/jpeg,image/gif,image/webp"
                      aria-label={intl.formatMessage({ id: 'operator.news.field.coverUpload' })}
                      disabled={uploading}
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        if (file) void upload(file);
                        event.target.value = '';
                      }}
                    />
                  </>,
                )}
                <div className={styles.field}>
                  <span id="news-body-label">{label('body')}</span>
                  <RichTextEditor
                    key={`${editing.id ?? 'new'}-${editing.generation}`}
                    id="news-body"
                    initial={document.body}
                    label={label('body')}
                    editable={editing.status === 'DRAFT'}
                    onChange={(body) => update({ body })}
                  />
                  {errorAt('body').map((error) => (
                    <span key={error.message} className={styles.fieldError}>
                      {error.message}
                    </span>
                  ))}
                </div>
                {field(
                  'publishTime',
                  label('publishTime'),
                  <input
                    id="news-publishTime"
                    type="datetime-local"
                    step={1}
                    value={wallTimeInputValue(document.publishTime)}
                    onChange={(event) => update({ publishTime: wallTimeOfInput(event.target.value) })}
                  />,
                  intl.formatMessage({ id: 'operator.news.field.publishTimeHint' }),
                )}
                {document.category === 'PRESS_INVITATION' &&
                  field(
                    'invitationId',
                    label('invitationId'),
                    <select
                      id="news-invitationId"
                      value={document.invitationId ?? ''}
                      onChange={(event) => update({ invitationId: event.target.value || undefined })}
                    >
                      <option value="">{intl.formatMessage({ id: 'operator.news.field.noInvitation' })}</option>
                      {invitations.data?.invitations.map((item) => (
                        <option key={item.document.id} value={item.document.id}>
                          {item.document.title[lang === 'zh-CN' ? 'ZH_CN' : 'EN_US']} ({item.document.eventTime})
                        </option>
                      ))}
                    </select>,
                  )}
              </fieldset>
              {errors.some(
                (error) =>
                  !['title', 'slug', 'category', 'summary', 'coverUrl', 'body', 'publishTime', 'invitationId'].includes(error.pointer.split('/')[1] ?? ''),
              ) && (
                <div className={styles.notice} role="alert">
                  {errors.map((error) => (
                    <p key={`${error.pointer}${error.message}`}>{error.message}</p>
                  ))}
                </div>
              )}
              {errors.length > 0 && (
                <p className={styles.fieldError} role="alert">
                  <FormattedMessage id="operator.news.refused" values={{ count: errors.length }} />
                </p>
              )}
              <div className={styles.editorActions}>
                {editing.status === 'DRAFT' ? (
                  <>
                    <button type="button" className={styles.secondary} disabled={busy || (!dirty && editing.id !== undefined)} onClick={() => void save()}>
                      <FormattedMessage id="operator.saveDraft" />
                    </button>
                    <button type="button" className={styles.primary} disabled={busy} onClick={() => void changeStatus('publish')}>
                      <FormattedMessage id="operator.publish" />
                    </button>
                  </>
                ) : (
                  <button type="button" className={styles.secondary} disabled={busy} onClick={() => void changeStatus('unpublish')}>
                    <FormattedMessage id="operator.news.unpublish" />
                  </button>
                )}
                <button type="button" className={styles.secondary} disabled={busy} onClick={() => void open(undefined)}>
                  <FormattedMessage id="operator.announcements.close" />
                </button>
              </div>
            </section>
          )}
          {editing?.id && <AuditList audit={audit.data} hint={intl.formatMessage({ id: 'operator.audit.newsHint' })} />}
          {list('DRAFT', drafts)}
          {list('PUBLISHED', published)}
        </div>
        <aside className={styles.preview} aria-labelledby="operator-news-preview">
          <h2 id="operator-news-preview" className={styles.panelTitle}>
            <FormattedMessage id="operator.announcements.preview" />
          </h2>
          {document && document.title.trim() !== '' ? (
            <article className={styles.phone}>
              <div className={styles.newsPreview}>
                {document.coverUrl && <img className={styles.newsPreviewCover} src={document.coverUrl} alt="" />}
                <h1>{document.title}</h1>
                <p className={styles.meta}>
                  <FormattedMessage id={`news-page.category.${document.category}`} />
                  {document.publishTime ? ` · ${document.publishTime}` : ''}
                </p>
                <ArticleBody html={document.body} />
              </div>
            </article>
          ) : (
            <p className={styles.hint}>
              <FormattedMessage id="operator.news.previewEmpty" />
            </p>
          )}
        </aside>
      </div>
    </main>
  );
}
