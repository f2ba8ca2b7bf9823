// ?preview={draftId}: an employee sees a draft exactly as visitors would once it is published, in the
// public page configuration's shape (its version is the one it was based on). Only employees: callers
// check the viewer first.
import type { Language } from '../../../common/language.js';
import type { ConfigError } from './config-errors.js';
import type { DraftKey, DraftRepository } from './draft-repository.js';
import { withoutVersion } from './operations.js';
import { validateConfigDocument } from './validate-document.js';

export type PreviewOutcome =
  { outcome: 'preview'; pageConfig: Record<string, unknown> } | { outcome: 'notFound' } | { outcome: 'invalid'; errors: ConfigError[] };

/** The draft as the public page configuration, when it is this page's and language's and could be published. */
export async function previewDraft(drafts: DraftRepository, key: DraftKey, readerLanguage: Language): Promise<PreviewOutcome> {
  const draft = await drafts.find(key);
  if (!draft) return { outcome: 'notFound' };
  const document = withoutVersion(draft.document);
  const errors = validateConfigDocument(document, readerLanguage, { page: key.page, language: key.language });
  if (errors.length > 0) return { outcome: 'invalid', errors };
  // A draft of a page that had no version yet (0) previews as its first.
  return { outcome: 'preview', pageConfig: { ...document, version: Math.max(draft.baseVersion, 1) } };
}
