import { useIntl } from 'react-intl';
import type { Language } from '../../../common/language';
import type { ActionExhibitor, ActionProduct } from './buyer-action-subjects';
import { ExchangeCardButton } from './ExchangeCardButton';
import { FollowButton } from './FollowButton';
import { SendInquiryButton } from './SendInquiryButton';
import { ShopChatButton } from './ShopChatButton';
import styles from './BuyerActionBar.module.css';

interface Props {
  exhibitor: ActionExhibitor;
  /** On a product page: the product, which Follow and the inquiry are about. */
  product?: ActionProduct | undefined;
  language: Language;
}

/**
 * Issue 25, spec §4–§6: what a buyer does where they meet an exhibit or an exhibitor, at the bottom of the
 * screen: Follow (the product, or on the shop page the exhibitor), Chat, Exchange card and Send inquiry.
 */
export function BuyerActionBar({ exhibitor, product, language }: Props) {
  const intl = useIntl();
  const followTarget = product
    ? ({ targetType: 'PRODUCT', targetId: product.id } as const)
    : ({ targetType: 'EXHIBITOR', targetId: exhibitor.siteTraderId } as const);
  return (
    <>
      <div className={styles.spacer} />
      <div className={styles.bar} role="group" aria-label={intl.formatMessage({ id: 'buyer-actions.bar' })}>
        <FollowButton key={`${followTarget.targetType}:${followTarget.targetId}`} target={followTarget} language={language} />
        {exhibitor.imUserId && <ShopChatButton imUserId={exhibitor.imUserId} shopCode={exhibitor.shopCode} language={language} />}
        <ExchangeCardButton exhibitor={exhibitor} language={language} />
        <SendInquiryButton exhibitor={exhibitor} product={product} language={language} />
      </div>
    </>
  );
}
