import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Language } from '../../../common/language';
import type { ActionExhibitor, ActionProduct } from './buyer-action-subjects';
import { InquirySheet } from './InquirySheet';
import { useBuyerActionGate } from './use-buyer-action-gate';
import styles from './BuyerActionBar.module.css';

interface Props {
  exhibitor: ActionExhibitor;
  product?: ActionProduct | undefined;
  language: Language;
}

/**
 * Send inquiry (spec §5, §6): a buyer writes to the exhibitor in a sheet. A visitor gets the login prompt, a
 * non-buyer 'cannot submit request'; company information is not needed (spec §8 names IM, appointments and
 * sourcing requests only).
 */
export function SendInquiryButton({ exhibitor, product, language }: Props) {
  const gate = useBuyerActionGate(language);
  const [open, setOpen] = useState(false);
  const start = async () => {
    if (await gate.pass('submitRequest')) setOpen(true);
  };
  return (
    <>
      <button type="button" className={styles.primary} disabled={gate.sessionPending} onClick={() => void start()}>
        <FormattedMessage id="buyer-actions.sendInquiry" />
      </button>
      {open && <InquirySheet exhibitor={exhibitor} product={product} gate={gate} onClose={() => setOpen(false)} />}
    </>
  );
}
