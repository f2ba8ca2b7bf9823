import { FormattedMessage } from 'react-intl';
import type { SalesInfoItem } from '../../../common/generated/types';
import type { MessageId } from '../../../common/i18n/messages';
import styles from './SalesInfoList.module.css';

/** Spec §3: the product sales-info labels. */
const LABELS: Record<SalesInfoItem['field'], MessageId> = {
  brand: 'catalog.salesInfo.brand',
  material: 'catalog.salesInfo.material',
  model: 'catalog.salesInfo.model',
  placeOfOrigin: 'catalog.salesInfo.placeOfOrigin',
  specification: 'catalog.salesInfo.specification',
  supplyType: 'catalog.salesInfo.supplyType',
  manufacturer: 'catalog.salesInfo.manufacturer',
  shippingAddress: 'catalog.salesInfo.shippingAddress',
  minimumOrderQuantity: 'catalog.salesInfo.minimumOrderQuantity',
};

interface Props {
  /** In the server's order, which is the spec's. */
  items: readonly SalesInfoItem[];
  /** card: two columns of one-line values; table: every value in full, label beside it. */
  layout: 'card' | 'table';
}

/** A product's sales information as labels with their values. */
export function SalesInfoList({ items, layout }: Props) {
  return (
    <dl className={styles[layout]}>
      {items.map(({ field, value }) => (
        <div key={field} className={styles.item}>
          <dt className={styles.label}>
            <FormattedMessage id={LABELS[field]} />
          </dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
