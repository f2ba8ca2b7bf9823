import { useIntl } from 'react-intl';
import type { SectionProps } from '../../src/engine/types';
import type { HomeSectionsData } from '../../common/generated/types';
import { MoreLink } from '../../src/ui/MoreLink';
import { AreaCard } from './AreaCard';
import { ExhibitorSearchForm } from './ExhibitorSearchForm';
import styles from './View.module.css';

export default function HomeSectionsView({ data, context, track }: SectionProps<HomeSectionsData>) {
  const intl = useIntl();
  return (
    <div className={styles.panel}>
      <ExhibitorSearchForm language={context.language} />
      <ul className={styles.grid}>
        {data.areas.map((area) => (
          <li className={styles.cell} key={area.id}>
            <AreaCard area={area} onActivate={() => track.click({ id: area.id, title: area.title })} />
          </li>
        ))}
      </ul>
      <MoreLink to={`/m/${context.language}/customPages/exhibition`}>{intl.formatMessage({ id: 'home-sections.more' })}</MoreLink>
    </div>
  );
}
