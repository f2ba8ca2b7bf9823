import { FormattedMessage } from 'react-intl';
import { FLAG_BITS } from '../../../common/constants';
import type { FlagName } from '../../../common/flags';
import type { ConfigError } from './config-errors';
import { setFlagBit, type PageConfigDocument } from './editor-document';
import { ErrorList } from './ErrorList';
import styles from './OperatorPage.module.css';
import { Panel } from './Panel';

interface Props {
  document: PageConfigDocument;
  errors: readonly ConfigError[];
  onChange(document: PageConfigDocument): void;
}

/** Spec §4: the 7-bit flag mask, one checkbox per named bit. */
export function FlagBits({ document, errors, onChange }: Props) {
  const flags = Object.entries(FLAG_BITS) as Array<[FlagName, number]>;
  return (
    <Panel id="operator-flags" title={<FormattedMessage id="operator.flags" />}>
      <div className={styles.flags}>
        {flags.map(([flag, bit]) => (
          <label key={flag} className={styles.check}>
            <input type="checkbox" checked={(document.flagMask & bit) !== 0} onChange={(event) => onChange(setFlagBit(document, bit, event.target.checked))} />
            <FormattedMessage id={`operator.flag.${flag}`} />
          </label>
        ))}
      </div>
      <ErrorList errors={errors} />
    </Panel>
  );
}
