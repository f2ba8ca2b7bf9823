import { useSearchParams } from 'react-router-dom';
import { useSession } from '../platform/session';

/** Issue 7: ?preview={draftId} shows an employee an operator's draft, exactly as visitors would see it once published. */
export function usePreviewDraft(): string | undefined {
  const session = useSession();
  const [params] = useSearchParams();
  const draft = params.get('preview');
  return draft && session.status === 'authenticated' && session.userType === 'EMPLOYEE' ? draft : undefined;
}
