import type { SectionProps } from '../../src/engine/types';
import type { EcommerceData } from '../../common/generated/types';
import { closedFeatureNotice } from '../../src/platform/switches';
import { EcommerceCardLink } from './EcommerceCardLink';
import { ecommercePagePath } from './ecommerce-paths';
import styles from './View.module.css';

/** Spec §4: the pilot area follows the CROSSBORDER switch, the platform the CBECP switch. */
export default function EcommerceView({ data, context, track }: SectionProps<EcommerceData>) {
  const { pilotArea, platform } = data;
  return (
    <div className={styles.block}>
      <h3 className={styles.heading}>{data.title}</h3>
      <div className={styles.cards}>
        <EcommerceCardLink
          card={pilotArea}
          to={ecommercePagePath(context.language, 'e-commerce-pilot-area')}
          tone="red"
          onActivate={() => track.click({ id: 'pilotArea', title: pilotArea.title })}
          closedNotice={closedFeatureNotice(context.switches, 'CROSSBORDER', context.now)}
        />
        <EcommerceCardLink
          card={platform}
          to={ecommercePagePath(context.language, 'e-commerce-platform')}
          tone="gold"
          closedNotice={closedFeatureNotice(context.switches, 'CBECP', context.now)}
        />
      </div>
    </div>
  );
}
