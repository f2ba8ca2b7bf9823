import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TEXT_SIZES } from '../../platform/constants';
import type { MessageId } from '../../platform/i18n/messages';
import { applyTextSize, setTextSize, useTextSize, type TextSize } from '../../platform/text-size';
import styles from './HeaderMenu.module.css';

const TEXT_SIZE_LABELS: Record<TextSize, MessageId> = {
  'A+': 'header.textSize.larger',
  A: 'header.textSize.standard',
  'A-': 'header.textSize.smaller',
};

/** The header's menu: the text size options of spec §9. Closes on a tap outside it and on Escape (spec §4). */
export function HeaderMenu() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const textSize = useTextSize();
  const menu = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Before paint, so a visitor who chose A+ never sees the page at A first.
  useLayoutEffect(() => applyTextSize(textSize), [textSize]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className={styles.menu} ref={menu}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage({ id: 'header.menu' })}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden>
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className={styles.panel} id={panelId} hidden={!open}>
        <div className={styles.row} role="group" aria-labelledby={`${panelId}-text-size`}>
          <span className={styles.label} id={`${panelId}-text-size`}>
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
      </div>
    </div>
  );
}
