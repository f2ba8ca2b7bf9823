import { FormattedMessage, useIntl } from 'react-intl';
import { BUSINESS_CARD_MESSAGE_MAX_LENGTH } from '../../platform/buyer-actions/action-limits';
import { useExchangeCard } from '../../platform/buyer-actions/use-business-card';
import { showToast } from '../../platform/toast';
import { ActionFormSheet } from './ActionFormSheet';
import type { ActionExhibitor } from './buyer-action-subjects';
import { useActionForm } from './use-action-form';
import type { BuyerActionGate } from './use-buyer-action-gate';
import styles from './ActionFormSheet.module.css';

interface Props {
  exhibitor: ActionExhibitor;
  gate: BuyerActionGate;
  onClose(): void;
}

/** Spec §4, §5: the buyer's business card to the exhibitor, with an optional message of up to 500 characters. */
export function ExchangeCardSheet({ exhibitor, gate, onClose }: Props) {
  const intl = useIntl();
  const exchange = useExchangeCard(gate.buyerId, exhibitor.siteTraderId);
  const form = useActionForm({
    action: 'businessCard',
    gate,
    send: (message) => exchange.mutateAsync(message),
    failed: 'buyer-actions.exchangeFailed',
    onSent() {
      showToast(intl.formatMessage({ id: 'buyer-actions.exchangeDone' }, { exhibitor: exhibitor.name }));
      onClose();
    },
    onClose,
  });
  return (
    <ActionFormSheet
      title="buyer-actions.exchangeTitle"
      recipient={
        <p className={styles.note}>
          <FormattedMessage id="buyer-actions.exchangeWith" values={{ exhibitor: <strong>{exhibitor.name}</strong> }} />
        </p>
      }
      label="buyer-actions.exchangeMessage"
      placeholder="buyer-actions.exchangePlaceholder"
      maxLength={BUSINESS_CARD_MESSAGE_MAX_LENGTH}
      submitLabel="buyer-actions.exchangeSubmit"
      form={form}
      onClose={onClose}
    />
  );
}
