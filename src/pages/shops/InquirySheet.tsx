import { FormattedMessage, useIntl } from 'react-intl';
import { INQUIRY_CONTENT_MAX_LENGTH } from '../../platform/buyer-actions/action-limits';
import { useSendInquiry } from '../../platform/buyer-actions/inquiries';
import { showToast } from '../../platform/toast';
import { ActionFormSheet } from './ActionFormSheet';
import type { ActionExhibitor, ActionProduct } from './buyer-action-subjects';
import { useActionForm } from './use-action-form';
import type { BuyerActionGate } from './use-buyer-action-gate';
import styles from './ActionFormSheet.module.css';

interface Props {
  exhibitor: ActionExhibitor;
  /** The product asked about; none from the shop page. */
  product?: ActionProduct | undefined;
  gate: BuyerActionGate;
  onClose(): void;
}

/** Spec §5, §6: a buyer's inquiry to the exhibitor named on top (and about the product named there), 1 to 2000 characters. */
export function InquirySheet({ exhibitor, product, gate, onClose }: Props) {
  const intl = useIntl();
  const inquiry = useSendInquiry(gate.buyerId);
  const form = useActionForm({
    action: 'submitRequest',
    gate,
    send: (content) => inquiry.mutateAsync({ siteTraderId: exhibitor.siteTraderId, ...(product ? { productId: product.id } : {}), content }),
    required: 'buyer-actions.inquiryRequired',
    failed: 'buyer-actions.inquiryFailed',
    onSent() {
      showToast(intl.formatMessage({ id: 'buyer-actions.inquirySent' }));
      onClose();
    },
    onClose,
  });
  return (
    <ActionFormSheet
      title="buyer-actions.inquiryTitle"
      recipient={
        <dl className={styles.recipient}>
          <dt>
            <FormattedMessage id="buyer-actions.inquiryTo" />
          </dt>
          <dd>{exhibitor.name}</dd>
          {product && (
            <>
              <dt>
                <FormattedMessage id="buyer-actions.inquiryProduct" />
              </dt>
              <dd>{product.title}</dd>
            </>
          )}
        </dl>
      }
      label="buyer-actions.inquiryContent"
      placeholder="buyer-actions.inquiryPlaceholder"
      maxLength={INQUIRY_CONTENT_MAX_LENGTH}
      submitLabel="buyer-actions.inquirySubmit"
      form={form}
      onClose={onClose}
    />
  );
}
