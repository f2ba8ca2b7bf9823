import { useId, useLayoutEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TEXT_SIZES } from '../../../common/constants';
import type { MessageId } from '../../../common/i18n/messages';
import { applyTextSize, setTextSize, type TextSize } from '../../platform/text-size';
import { useTextSize } from '../../platform/use-text-size';
import { HeaderDropdown } from './HeaderDropdown';
import styles from './HeaderMenu.module.css';

const TEXT_SIZE_LABELS: Record<TextSize, MessageId> = {
  'A+': 'header.textSize.larger',
  A: 'header.textSize.standard',
  'A-': 'header.textSize.smaller',
};

const MENU_ICON = (
  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden>
    <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** The header's menu: the text size options of spec §9. */
export function HeaderMenu() {
  const intl = useIntl();
  const textSize = useTextSize();
  const labelId = useId();

  // Before paint, so a visitor who chose A+ never sees the page at A first.
  useLayoutEffect(() => applyTextSize(textSize), [textSize]);

  return (
    <HeaderDropdown label={intl.formatMessage({ id: 'header.menu' })} icon={MENU_ICON} toggleClassName={styles.toggle} panelClassName={styles.panel}>
      {() => (
        <div className={styles.row} role="group" aria-labelledby={labelId}>
          <span className={styles.label} id={labelId}>
            <FormattedMessage id="header.textSize" />
          </span>
          <div className={styles.options}>
            {TEXT_SIZES.map((size) => (
              <button
                key={size}
                type="button"
                className={size === textSize ? styles.chosen : styles.option}
                data-size={size}
                aria-pressed={size === textSize}
                aria-label={intl.formatMessage({ id: TEXT_SIZE_LABELS[size] })}
                onClick={() => setTextSize(size)}
              >
                {size}
              </button>
            ))}
          </div>
        </div>
      )}
    </HeaderDropdown>
  );
}
