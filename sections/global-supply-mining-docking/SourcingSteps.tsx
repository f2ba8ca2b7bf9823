import { FormattedMessage } from 'react-intl';
import type { SourcingStep } from '../../common/generated/types';
import { PortalLink } from '../../src/ui/PortalLink';
import { LazyImage } from '../../src/ui/LazyImage';
import styles from './SourcingSteps.module.css';

/** The icons' box; the data's own size is their intrinsic one, kept for the aspect ratio. */
const STEP_ICON_PX = 44;

interface Props {
  steps: readonly SourcingStep[];
  moreLink: string;
}

/** Spec §2: the four-step list of sourcing matchmaking, with its more link. */
export function SourcingSteps({ steps, moreLink }: Props) {
  return (
    <div>
      <div className={styles.header}>
        <h3 className={styles.heading}>
          <FormattedMessage id="global-supply-mining-docking.steps" />
        </h3>
        <PortalLink to={moreLink} className={styles.more}>
          <FormattedMessage id="global-supply-mining-docking.more" />
          <span aria-hidden>›</span>
        </PortalLink>
      </div>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li className={styles.step} key={step.icon.url + step.title}>
            <span className={styles.iconBox}>
              <LazyImage className={styles.icon} image={step.icon} fallbackSize={{ width: STEP_ICON_PX, height: STEP_ICON_PX }} />
              <span className={styles.number} aria-hidden>
                {index + 1}
              </span>
            </span>
            <span className={styles.title}>{step.title}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
