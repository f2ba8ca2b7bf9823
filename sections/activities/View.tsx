import { useMemo } from 'react';
import type { SectionProps } from '../../src/engine/types';
import type { ActivitiesData } from '../../common/generated/types';
import { ActivityTile } from './ActivityTile';
import { visibleActivityCards } from './visible-activity-cards';
import styles from './View.module.css';

/** The fair's event showcase: the first visible card leads, the others follow two to a row. */
export default function ActivitiesView({ data, context, track }: SectionProps<ActivitiesData>) {
  const cards = useMemo(() => visibleActivityCards(data.cards, context), [data.cards, context]);
  return (
    <ul className={styles.showcase}>
      {cards.map((card, index) => (
        <li className={index === 0 ? styles.lead : styles.cell} key={card.id} data-card-kind={card.kind}>
          <ActivityTile card={card} featured={index === 0} onActivate={() => track.click({ id: card.id, title: card.title })} />
        </li>
      ))}
    </ul>
  );
}
