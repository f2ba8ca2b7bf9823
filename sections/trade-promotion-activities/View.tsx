import type { SectionProps } from '../../src/engine/types';
import type { TradePromotionActivitiesData } from '../../common/generated/types';
import { shownItems } from './shown-items';
import { TopicTabs } from './TopicTabs';
import { TradeBridgeCard } from './TradeBridgeCard';
import styles from './View.module.css';

export default function TradePromotionActivitiesView({ data, track }: SectionProps<TradePromotionActivitiesData>) {
  const items = shownItems(data.items);
  return (
    <div className={styles.block}>
      <TopicTabs items={items} track={track} />
      <ul className={styles.cards}>
        {items.map((item) => (
          <li key={item.id} className={styles.cardSlot}>
            <TradeBridgeCard item={item} track={track} />
          </li>
        ))}
      </ul>
    </div>
  );
}
