import { useIntl } from 'react-intl';
import type { SectionProps } from '../../src/engine/types';
import type { ServicesData } from '../../common/generated/types';
import { ServiceItem } from './ServiceItem';
import styles from './View.module.css';

/** Spec §2, §9: the 2x2 grid of big tiles above the 2x3 grid of small icons. */
export default function ServicesView({ data }: SectionProps<ServicesData>) {
  const intl = useIntl();
  return (
    <div className={styles.services}>
      <ul className={styles.tiles} aria-label={intl.formatMessage({ id: 'services.featured' })}>
        {data.primary.map((service) => (
          <li className={styles.cell} key={service.id}>
            <ServiceItem service={service} look="tile" />
          </li>
        ))}
      </ul>
      <ul className={styles.shortcuts} aria-label={intl.formatMessage({ id: 'services.more' })}>
        {data.secondary.map((service) => (
          <li className={styles.cell} key={service.id}>
            <ServiceItem service={service} look="shortcut" />
          </li>
        ))}
      </ul>
    </div>
  );
}
