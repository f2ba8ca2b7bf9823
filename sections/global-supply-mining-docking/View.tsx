import type { SectionProps } from '../../src/engine/types';
import type { GlobalSupplyMiningDockingData } from '../../common/generated/types';
import { SourcingSteps } from './SourcingSteps';
import { SourcingEntries } from './SourcingEntries';
import { TradeMatching } from './TradeMatching';
import { closedFeatureNotice } from '../../src/platform/switches';
import styles from './View.module.css';

export default function GlobalSupplyMiningDockingView({ data, context }: SectionProps<GlobalSupplyMiningDockingData>) {
  return (
    <div className={styles.card}>
      <SourcingSteps steps={data.steps} moreLink={data.moreLink} />
      <SourcingEntries data={data} context={context} />
      <TradeMatching
        matchingSiteUrl={data.matchingSiteUrl}
        language={context.language}
        closedNotice={closedFeatureNotice(context.switches, 'GLOBALPURCHASE', context.now)}
      />
    </div>
  );
}
