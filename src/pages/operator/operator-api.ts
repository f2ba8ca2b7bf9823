// The operator API's calls (issue 7, /work/api/pageConfigs/{page}, EMPLOYEE only), the section numbers
// (/work/api/analytics/sections) and the cookie consent counts (/work/api/analytics/consent). Every reply is checked against its schema (schemas/operator/, schemas/analytics/).
import type {
  ConfigDocument,
  ConsentStats,
  OperatorAuditList,
  OperatorLivePageConfig,
  OperatorPageList,
  PageConfigDraft,
  PageConfigDraftList,
  MediaFile,
  MediaFileList,
  PageConfigVersionDocument,
  PageConfigVersionList,
  SectionStats,
} from '../../../common/generated/types';
import {
  validateConsentStats,
  validateOperatorAuditList,
  validateOperatorLivePageConfig,
  validateOperatorPageList,
  validatePageConfigDraft,
  validatePageConfigDraftList,
  validateMediaFile,
  validateMediaFileList,
  validatePageConfigVersionDocument,
  validatePageConfigVersionList,
  validatePublishReply,
  validateRollbackReply,
  validateSectionStats,
} from '../../../common/generated/validators.js';
import { checkReply } from '../../platform/invalid-reply';
import type { Language } from '../../../common/language';
import { requestLazily } from '../../platform/lazy-request';
import type { RequestConfig } from '../../platform/http';

export type {
  ConsentStats,
  OperatorAuditList,
  MediaFile,
  MediaFileList,
  OperatorLivePageConfig,
  OperatorPageList,
  PageConfigDraft,
  PageConfigDraftList,
  PageConfigVersionList,
  SectionStats,
};

/** The server's codes the page answers itself (server/errors/error-codes.ts). */
export const OPERATOR_ERROR_CODES = {
  draftChanged: 'E409_DRAFT_CHANGED',
  staleDraft: 'E409_STALE_DRAFT',
  invalidPageConfig: 'E400_INVALID_PAGE_CONFIG',
  loginRequired: 'E401_LOGIN_REQUIRED',
  notEmployee: 'E403_NOT_EMPLOYEE',
} as const;

const segment = encodeURIComponent;

export const OPERATOR_PATHS = {
  pages: '/work/api/pageConfigs',
  live: (page: string) => `/work/api/pageConfigs/${segment(page)}`,
  drafts: (page: string) => `/work/api/pageConfigs/${segment(page)}/drafts`,
  draft: (page: string, id: string) => `/work/api/pageConfigs/${segment(page)}/drafts/${segment(id)}`,
  publish: (page: string, id: string) => `/work/api/pageConfigs/${segment(page)}/drafts/${segment(id)}/publish`,
  versions: (page: string) => `/work/api/pageConfigs/${segment(page)}/versions`,
  rollback: (page: string) => `/work/api/pageConfigs/${segment(page)}/rollback`,
  audit: (page: string) => `/work/api/pageConfigs/${segment(page)}/audit`,
  sectionStats: '/work/api/analytics/sections',
  consentStats: '/work/api/analytics/consent',
};

/** The page answers a failure in place (a conflict, a refusal, the failed state): no default toast. */
function call(config: RequestConfig): Promise<unknown> {
  return requestLazily<unknown>({ suppressErrorToast: true, ...config });
}

/** Every page with a live configuration (the home page, the content pages, …), for the page picker. */
export async function fetchPageList(): Promise<OperatorPageList> {
  return checkReply(validateOperatorPageList, await call({ url: OPERATOR_PATHS.pages }), 'page list');
}

export async function fetchLivePageConfig(page: string, lang: Language): Promise<OperatorLivePageConfig> {
  return checkReply(validateOperatorLivePageConfig, await call({ url: OPERATOR_PATHS.live(page), params: { lang } }), 'live page configuration');
}

export async function fetchDrafts(page: string, lang: Language): Promise<PageConfigDraftList> {
  return checkReply(validatePageConfigDraftList, await call({ url: OPERATOR_PATHS.drafts(page), params: { lang } }), 'draft list');
}

export async function fetchDraft(page: string, lang: Language, id: string): Promise<PageConfigDraft> {
  return checkReply(validatePageConfigDraft, await call({ url: OPERATOR_PATHS.draft(page, id), params: { lang } }), 'draft');
}

/** A new draft of the live version `baseVersion`; an invalid document is kept too, its errors say what is wrong. */
export async function createDraft(page: string, lang: Language, baseVersion: number, document: ConfigDocument): Promise<PageConfigDraft> {
  const reply = await call({
    method: 'POST',
    url: OPERATOR_PATHS.drafts(page),
    params: { lang },
    data: { baseVersion, document },
  });
  return checkReply(validatePageConfigDraft, reply, 'draft');
}

/** Saves over the draft read at `revision`; E409_DRAFT_CHANGED when another operator saved it in between. */
export async function saveDraft(page: string, lang: Language, id: string, revision: number, document: ConfigDocument): Promise<PageConfigDraft> {
  const reply = await call({
    method: 'PUT',
    url: OPERATOR_PATHS.draft(page, id),
    params: { lang },
    data: { revision, document },
  });
  return checkReply(validatePageConfigDraft, reply, 'draft');
}

/** The draft becomes the new live version; E409_STALE_DRAFT when the live one is newer than its base (the draft stays). */
export async function publishDraft(page: string, lang: Language, id: string): Promise<number> {
  const reply = await call({
    method: 'POST',
    url: OPERATOR_PATHS.publish(page, id),
    params: { lang },
    data: {},
  });
  return checkReply(validatePublishReply, reply, 'publish reply').version;
}

export async function fetchVersions(page: string, lang: Language): Promise<PageConfigVersionList> {
  return checkReply(validatePageConfigVersionList, await call({ url: OPERATOR_PATHS.versions(page), params: { lang } }), 'version list');
}

/** One stored version's document. */
export async function fetchVersionDocument(page: string, lang: Language, version: number): Promise<PageConfigVersionDocument> {
  return checkReply(
    validatePageConfigVersionDocument,
    await call({ url: `${OPERATOR_PATHS.versions(page)}/${version}`, params: { lang } }),
    'version document',
  );
}

/** What operators did to the page in that language, the newest first. */
export async function fetchAudit(page: string, lang: Language): Promise<OperatorAuditList> {
  return checkReply(validateOperatorAuditList, await call({ url: OPERATOR_PATHS.audit(page), params: { lang } }), 'audit list');
}

/** The live pointer moves back to a stored version; answers the version live now. */
export async function rollBack(page: string, lang: Language, version: number): Promise<number> {
  const reply = await call({
    method: 'POST',
    url: OPERATOR_PATHS.rollback(page),
    params: { lang },
    data: { version },
  });
  return checkReply(validateRollbackReply, reply, 'rollback reply').liveVersion;
}

/** Exposures, clicks and click-through rate per UTC+8 day, section and item, `from` to `to` (YYYY-MM-DD). */
export async function fetchSectionStats(page: string, from: string, to: string): Promise<SectionStats> {
  return checkReply(
    validateSectionStats,
    await call({
      url: OPERATOR_PATHS.sectionStats,
      params: { page, from, to },
    }),
    'section numbers',
  );
}

/** Issue 29: how many times visitors chose Allow and Deny on the cookie consent bar, per UTC+8 day, `from` to `to`. */
export async function fetchConsentStats(from: string, to: string): Promise<ConsentStats> {
  return checkReply(validateConsentStats, await call({ url: OPERATOR_PATHS.consentStats, params: { from, to } }), 'consent counts');
}

/** Puts a picture in the media library (the server sniffs what it is); the library's entry for it. */
export async function uploadMedia(file: Blob, name: string): Promise<MediaFile> {
  const reply = await call({
    method: 'POST',
    url: '/work/api/media',
    params: { name: name.slice(0, 200) },
    data: file,
    headers: { 'content-type': 'application/octet-stream' },
    // A large picture on a slow line takes longer than a JSON call.
    timeout: 120_000,
  });
  return checkReply(validateMediaFile, reply, 'media file');
}

/** The media library, the newest first. */
export async function fetchMediaList(): Promise<MediaFileList> {
  return checkReply(validateMediaFileList, await call({ url: '/work/api/media' }), 'media list');
}
