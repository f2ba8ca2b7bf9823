// Issue 27: the operator page's phone frame follows the operator's typing. The editor posts its unsaved document
// to the frame; the frame renders it through the same engine visitors get, marks a section whose data is invalid
// instead of leaving it out, and tells the editor which section was clicked. Only an employee's page asked for it
// (`?livePreview=1`), framed by a page of the same origin, listens (./live-preview-frame.ts, loaded then only);
// a message from anywhere else is ignored.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PageConfig } from '../../common/generated/types';
import type { Language } from '../../common/language';
import { useSession } from '../platform/session';
import { LIVE_PREVIEW_PARAM } from './live-preview-messages';

/**
 * The page configuration the operator's editor posted to this frame, for the page `page` in `language`; undefined
 * until one comes, or when the page is not a live preview. `active`: the page is one (it marks skipped sections).
 */
export function useLivePreview(page: string, language: Language): { active: boolean; pageConfig: PageConfig | undefined } {
  const session = useSession();
  const [params] = useSearchParams();
  const active =
    params.get(LIVE_PREVIEW_PARAM) === '1' &&
    session.status === 'authenticated' &&
    session.userType === 'EMPLOYEE' &&
    typeof window !== 'undefined' &&
    window.parent !== window;
  const [posted, setPosted] = useState<{ pageConfig: PageConfig; selected: string | undefined }>();

  useEffect(() => {
    if (!active) return;
    let stop: (() => void) | undefined;
    let current = true;
    void import('./live-preview-frame').then(({ listenToEditor }) => {
      if (current) stop = listenToEditor(page, language, { onDocument: (pageConfig, selected) => setPosted({ pageConfig, selected }) });
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [active, page, language]);

  const selected = posted?.selected;
  useEffect(() => {
    if (active && selected !== undefined) void import('./live-preview-frame').then(({ showSection }) => showSection(selected));
  }, [active, selected]);

  return { active, pageConfig: active ? posted?.pageConfig : undefined };
}
