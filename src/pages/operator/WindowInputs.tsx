import { FormattedMessage } from 'react-intl';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { inputOfWallTime, wallTimeOfInput, type WindowEdge } from './editor-document';
import styles from './OperatorPage.module.css';

interface Props {
  /** Names the inputs for assistive technology: 'ACTIVITIES', 'CBECP'. */
  owner: string;
  startTime: string | undefined;
  closeTime: string | undefined;
  onChange(edge: WindowEdge, value: string | undefined): void;
}

/** A time window's two edges, as UTC+8 wall times whatever the operator's machine zone (the input's text is taken as it is). */
export function WindowInputs({ owner, startTime, closeTime, onChange }: Props) {
  const edges = [
    ['startTime', startTime, 'operator.windowStart'],
    ['closeTime', closeTime, 'operator.windowClose'],
  ] as const;
  return (
    <div className={styles.window}>
      {edges.map(([edge, value, label]) => (
        <label key={edge} className={styles.timeField}>
          <span>
            <VisuallyHidden>{`${owner} `}</VisuallyHidden>
            <FormattedMessage id={label} />
          </span>
          <input
            type="datetime-local"
            step={1}
            value={inputOfWallTime(value)}
            onChange={(event) => onChange(edge, event.target.value === '' ? undefined : wallTimeOfInput(event.target.value))}
          />
        </label>
      ))}
    </div>
  );
}
