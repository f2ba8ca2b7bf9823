// The operator's form of one news article (issue 27 item 8): its fields, its cover picture from the media library,
// the body in a rich-text editor, save, publish and unpublish; and the article as its page would show it.
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { wallTimeInputValue, wallTimeOfInput } from '../../../../common/wall-time';
import type { Language } from '../../../../common/language';
import { ArticleBody } from '../../news/ArticleBody';
import styles from '../OperatorPage.module.css';
import { useInvitations } from '../invitations/invitation-api';
import type { ArticleStatus, NewsArticleDocument } from './news-operator-api';
import { RichTextEditor } from './RichTextEditor';

const CATEGORIES = ['FAIR_NEWS', 'MEDIA_COVERAGE', 'MORNING_BROADCAST', 'NOTICE', 'PRESS_INVITATION', 'TEXT_REPORT', 'VIDEO_REPORT'] as const;

/** The fields the form shows; a refusal at any other pointer is told above the buttons. */
const FIELDS = ['title', 'slug', 'category', 'summary', 'coverUrl', 'body', 'publishTime', 'invitationId'];

export interface Editing {
  id: string | undefined;
  status: ArticleStatus;
  document: NewsArticleDocument;
  savedJson: string;
  /** Bumped when the body is replaced from outside the editor (another article opened). */
  generation: number;
}

export interface FieldError {
  pointer: string;
  message: string;
}

interface Props {
  lang: Language;
  editing: Editing;
  dirty: boolean;
  errors: readonly FieldError[];
  busy: boolean;
  uploading: boolean;
  onChange(changes: Partial<NewsArticleDocument>): void;
  onSave(): void;
  onStatus(action: 'publish' | 'unpublish'): void;
  onUpload(file: File): void;
  onClose(): void;
}

export function NewsArticleForm({ lang, editing, dirty, errors, busy, uploading, onChange: update, onSave, onStatus, onUpload, onClose }: Props) {
  const intl = useIntl();
  const invitations = useInvitations();
  const { document } = editing;
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

  return (
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
          <textarea id="news-summary" rows={3} value={document.summary} maxLength={500} onChange={(event) => update({ summary: event.target.value })} />,
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
                if (file) onUpload(file);
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
            <select id="news-invitationId" value={document.invitationId ?? ''} onChange={(event) => update({ invitationId: event.target.value || undefined })}>
              <option value="">{intl.formatMessage({ id: 'operator.news.field.noInvitation' })}</option>
              {invitations.data?.invitations.map((item) => (
                <option key={item.document.id} value={item.document.id}>
                  {item.document.title[lang === 'zh-CN' ? 'ZH_CN' : 'EN_US']} ({item.document.eventTime})
                </option>
              ))}
            </select>,
          )}
      </fieldset>
      {errors.some((error) => !FIELDS.includes(error.pointer.split('/')[1] ?? '')) && (
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
            <button type="button" className={styles.secondary} disabled={busy || (!dirty && editing.id !== undefined)} onClick={onSave}>
              <FormattedMessage id="operator.saveDraft" />
            </button>
            <button type="button" className={styles.primary} disabled={busy} onClick={() => onStatus('publish')}>
              <FormattedMessage id="operator.publish" />
            </button>
          </>
        ) : (
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => onStatus('unpublish')}>
            <FormattedMessage id="operator.news.unpublish" />
          </button>
        )}
        <button type="button" className={styles.secondary} disabled={busy} onClick={onClose}>
          <FormattedMessage id="operator.announcements.close" />
        </button>
      </div>
    </section>
  );
}

/** The article as its page shows it, beside the form; a hint until it has a title. */
export function NewsArticlePreview({ document }: { document: NewsArticleDocument | undefined }) {
  return (
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
  );
}
