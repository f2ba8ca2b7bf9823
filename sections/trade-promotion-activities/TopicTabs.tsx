import { useIntl } from 'react-intl';
import type { SectionTracker } from '../../src/engine/types';
import type { TradeBridgeItem } from '../../common/generated/types';
import { PortalLink } from '../../src/ui/PortalLink';
import styles from './TopicTabs.module.css';

interface Props {
  items: readonly TradeBridgeItem[];
  track: SectionTracker;
}

/** The shown items' TabTitles as a row of tabs, each linking to its TabTitleLink (spec §3). */
export function TopicTabs({ items, track }: Props) {
  const intl = useIntl();
  const tabs = items.flatMap((item) => {
    const title = item.TabTitle?.trim();
    return title ? [{ id: item.id, title, link: item.TabTitleLink }] : [];
  });
  if (tabs.length === 0) return null;
  return (
    <nav className={styles.tabs} aria-label={intl.formatMessage({ id: 'trade-promotion-activities.topics' })}>
      {tabs.map((tab) => (
        <PortalLink key={tab.id} to={tab.link} className={styles.tab} onActivate={() => track.click({ id: tab.id, title: tab.title, target: 'tab' })}>
          {tab.title}
          <span className={styles.chevron} aria-hidden>
            ›
          </span>
        </PortalLink>
      ))}
    </nav>
  );
}
