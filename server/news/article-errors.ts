// What keeps an operator's article from being saved or published, in the page configuration's style
// (a JSON pointer and a sentence in the operator's language): its schema, then a slug another article of
// its language has, and a press invitation that does not exist.
import type { ValidateFunction } from 'ajv';
import type { NewsArticleDocument } from '../../common/generated/types.js';
import type { Language } from '../../common/language.js';
import { createSchemaAjv } from '../../schemas/load.js';
import { configError, configErrorsOf, type ConfigError } from '../page-configs/operator/config-errors.js';
import type { ArticleRepository } from './article-repository.js';
import type { InvitationRepository } from './invitation-repository.js';

let compiled: ValidateFunction<NewsArticleDocument> | undefined;

// Strict: no coercion and no defaults, so what is checked is what is stored.
function documentValidator(): ValidateFunction<NewsArticleDocument> {
  compiled ??= createSchemaAjv().compile<NewsArticleDocument>({ $ref: 'news/news-article-document.schema.json' });
  return compiled;
}

export type ArticleCheck = { valid: true; document: NewsArticleDocument } | { valid: false; errors: ConfigError[] };

export interface ArticleStores {
  articles: ArticleRepository;
  invitations: InvitationRepository;
}

/** `id` is the article being edited, whose own slug is no clash. */
export async function checkArticle(document: unknown, language: Language, stores: ArticleStores, id?: string): Promise<ArticleCheck> {
  const validate = documentValidator();
  if (!validate(document)) return { valid: false, errors: configErrorsOf(validate.errors ?? [], language) };
  const errors: ConfigError[] = [];
  if (await stores.articles.slugTaken(document.language, document.slug, id)) {
    errors.push(configError('/slug', language, 'operator.news.validation.slugTaken'));
  }
  if (document.invitationId !== undefined && !(await stores.invitations.exists(document.invitationId))) {
    errors.push(configError('/invitationId', language, 'operator.news.validation.unknownInvitation'));
  }
  return errors.length > 0 ? { valid: false, errors } : { valid: true, document };
}
