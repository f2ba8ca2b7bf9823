import { FormattedMessage, useIntl } from 'react-intl';
import { TIME_BOXED_STATE } from '../../platform/switches';
import type { ConfigError, ErrorPlace } from './config-errors';
import { changeSwitch, SWITCH_NAMES, switchEntryOf, type PageConfigDocument } from './editor-document';
import { ErrorList } from './ErrorList';
import styles from './OperatorPage.module.css';
import { WindowInputs } from './WindowInputs';
import { Panel } from './Panel';

interface Props {
  document: PageConfigDocument;
  places: ReadonlyMap<ErrorPlace, ConfigError[]>;
  onChange(document: PageConfigDocument): void;
}

/** Spec §3-4: the five switches — LSENABLED opens the feature only in its window (UTC+8); otherwise it is visible. Its popup text shows when it is off. */
export function SwitchEditor({ document, places, onChange }: Props) {
  const intl = useIntl();
  return (
    <Panel id="operator-switches" title={<FormattedMessage id="operator.switches" />}>
      <p className={styles.hint}>
        <FormattedMessage id="operator.switchesHint" />
      </p>
      <ul className={styles.switchList}>
        {SWITCH_NAMES.map((name) => {
          const { entry } = switchEntryOf(document, name);
          const timeBoxed = entry?.udfs.state === TIME_BOXED_STATE;
          const errors = places.get(`switch:${name}`) ?? [];
          return (
            <li key={name} className={errors.length > 0 ? `${styles.switchRow} ${styles.invalid}` : styles.switchRow} aria-label={name}>
              <div className={styles.slotHead}>
                <strong className={styles.slotName}>
                  <FormattedMessage id={`operator.switch.${name}`} />
                  <code>{name}</code>
                </strong>
              </div>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={timeBoxed}
                  onChange={(event) =>
                    onChange(
                      changeSwitch(document, name, {
                        timeBoxed: event.target.checked,
                      }),
                    )
                  }
                />
                <FormattedMessage id="operator.timeBoxed" />
              </label>
              <WindowInputs
                owner={name}
                startTime={entry?.udfs.startTime}
                closeTime={entry?.udfs.closeTime}
                onChange={(edge, value) => onChange(changeSwitch(document, name, { [edge]: value }))}
              />
              <label className={styles.textField}>
                <span>
                  <FormattedMessage id="operator.popUpCopywriter" />
                </span>
                <textarea
                  rows={2}
                  value={entry?.PopUpCopywriter ?? ''}
                  placeholder={intl.formatMessage({
                    id: 'operator.popUpPlaceholder',
                  })}
                  onChange={(event) =>
                    onChange(
                      changeSwitch(document, name, {
                        popUpCopywriter: event.target.value,
                      }),
                    )
                  }
                />
              </label>
              <ErrorList errors={errors} />
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
