import { FormattedMessage, useIntl } from 'react-intl';
import { useHomeFlag } from '../../engine/home-page-config';
import type { Language } from '../../../common/language';
import { RequestFailure } from '../../platform/request-failure';
import { passBuyerGate, showRefusal } from '../../platform/role-gates';
import { useSavedState, useSetSaved } from './saved-ecatalogs';
import { useSession, useSessionPending } from '../../platform/session';
import { showToast } from '../../platform/toast';
import styles from './SaveCatalogButton.module.css';

/**
 * Save / Saved: a buyer keeps a catalogue among "my catalogues" (spec §2 /catalogList). Saving is a buyer
 * action like a favourite (spec §5, §6): a visitor gets the login prompt, a non-buyer the spec's 'cannot add
 * to favorites'.
 */
export function SaveCatalogButton({ catalogId, language }: { catalogId: string; language: Language }) {
  const intl = useIntl();
  const session = useSession();
  const sessionPending = useSessionPending();
  // Spec §4: the login prompt offers to register only while buyer registration is open (unknown: open).
  const registrationOpen = useHomeFlag(language, 'buyerRegistration') !== false;
  const buyerId = session.status === 'authenticated' && session.userType === 'BUYER' ? session.id : undefined;
  const state = useSavedState(buyerId, catalogId);
  const change = useSetSaved(buyerId, catalogId);
  const saved = state.data?.saved === true;
  const pages = { language, registrationOpen };

  const toggle = async () => {
    if (!(await passBuyerGate(session, 'favorite', pages))) return;
    try {
      await change.mutateAsync(!saved);
    } catch (error) {
      if (error instanceof RequestFailure && (await showRefusal(error, 'favorite', pages))) return;
      showToast(intl.formatMessage({ id: 'catalog-page.saveFailed' }));
    }
  };

  return (
    <button
      type="button"
      className={saved ? styles.saved : styles.save}
      aria-pressed={saved}
      disabled={sessionPending || change.isPending || (buyerId !== undefined && state.isPending)}
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden>
        <path d="M5 3h10v14l-5-3.5L5 17z" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
      </svg>
      <FormattedMessage id={saved ? 'catalog-page.saved' : 'catalog-page.save'} />
    </button>
  );
}
