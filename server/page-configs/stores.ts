// The page configurations' stores, made once per app (server/app.ts) and shared by the public read, the operators'
// API, the home page's HTML and the login gates.
import type { DraftRepository } from './operator/draft-repository.js';
import type { PageConfigRepository } from './repository.js';

export interface PageConfigStores {
  /** The live configurations and their versions, as visitors get them. */
  pageConfigs: PageConfigRepository;
  /** The operators' drafts (previews included). */
  drafts: DraftRepository;
}
