import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useExchanged } from '../../platform/buyer-actions/use-business-card';
import type { Language } from '../../../common/language';
import { ActionIcon } from './ActionIcon';
import type { ActionExhibitor } from './buyer-action-subjects';
import { ExchangeCardSheet } from './ExchangeCardSheet';
import { useBuyerActionGate } from './use-buyer-action-gate';
import styles from './BuyerActionBar.module.css';

interface Props {
  exhibitor: ActionExhibitor;
  language: Language;
}

/**
 * Spec §4: Exchange card (Exchange / Exchanged). A buyer sends their card with an optional message; once sent,
 * after a reload too, the button says Exchanged. A visitor gets the login prompt, a non-buyer 'cannot send
 * business card' (spec §5).
 */
export function ExchangeCardButton({ exhibitor, language }: Props) {
  const gate = useBuyerActionGate(language);
  const state = useExchanged(gate.buyerId, exhibitor.siteTraderId, language);
  const [open, setOpen] = useState(false);
  const exchanged = state.data === true;
  const start = async () => {
    if (exchanged) return;
    if (await gate.pass('businessCard')) setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className={exchanged ? styles.done : styles.item}
        // Exchanged stays focusable (the sheet gives the focus back to it) but does nothing more.
        aria-disabled={exchanged || undefined}
        disabled={!exchanged && (gate.sessionPending || (gate.buyerId !== undefined && state.isPending))}
        onClick={() => void start()}
      >
        <ActionIcon name={exchanged ? 'cardDone' : 'card'} />
        <FormattedMessage id={exchanged ? 'buyer-actions.exchanged' : 'buyer-actions.exchangeCard'} />
      </button>
      {open && <ExchangeCardSheet exhibitor={exhibitor} gate={gate} onClose={() => setOpen(false)} />}
    </>
  );
}
