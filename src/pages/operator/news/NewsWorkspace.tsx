import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { Language } from '../../../../common/language';
import { openDialog } from '../../../platform/dialogs';
import { RequestFailure } from '../../../platform/request-failure';
import { showToast } from '../../../platform/toast';
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
  type NewsArticleDocument,
  type OperatorNewsArticle,
} from './news-operator-api';
import { NewsArticleForm, NewsArticlePreview, type Editing, type FieldError } from './NewsArticleForm';
import { NewsArticleList } from './NewsArticleList';

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
 * ones (NewsArticleList), the one open in the form (NewsArticleForm: its fields, the body in a rich-text editor, publish
 * time in UTC+8) with a preview as the article page shows it, and who changed it. This holds the open article and
 * its saving, publishing and unpublishing; the server sanitises the body and checks the document every time.
 */
export function NewsWorkspace({ lang }: { lang: Language }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const drafts = useArticles(lang, 'DRAFT');
  const published = useArticles(lang, 'PUBLISHED');
  const [editing, setEditing] = useState<Editing | undefined>();
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const audit = useArticleAudit(editing?.id);
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
          {editing && (
            <NewsArticleForm
              lang={lang}
              editing={editing}
              dirty={dirty}
              errors={errors}
              busy={busy}
              uploading={uploading}
              onChange={update}
              onSave={() => void save()}
              onStatus={(action) => void changeStatus(action)}
              onUpload={(file) => void upload(file)}
              onClose={() => void open(undefined)}
            />
          )}
          {editing?.id && <AuditList audit={audit.data} hint={intl.formatMessage({ id: 'operator.audit.newsHint' })} />}
          <NewsArticleList status="DRAFT" articles={drafts} openId={editing?.id} onOpen={openSaved} />
          <NewsArticleList status="PUBLISHED" articles={published} openId={editing?.id} onOpen={openSaved} />
        </div>
        <NewsArticlePreview document={editing?.document} />
      </div>
    </main>
  );
}
