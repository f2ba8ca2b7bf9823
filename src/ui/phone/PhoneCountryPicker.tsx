import { useCallback, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FALLBACK_LANGUAGE, isLanguage } from '../../../common/language';
import { useOutsideClose } from '../use-outside-close';
import { CALLING_CODES, type RegionCode } from './calling-codes';
import { PhoneCountryPanel } from './PhoneCountryPanel';
import { regionName } from './region-names';
import styles from './PhoneCountryPicker.module.css';

interface Props {
  /** The region whose code is shown; undefined: none chosen yet. */
  value: RegionCode | undefined;
  onChange(region: RegionCode): void;
}

/**
 * Spec §5 phone input with country-code search: the calling code before a phone number, as a button that opens
 * a search over every country and region (a name in either language, or the code as '+44') and their list.
 * It sits inside a field's box, before the number's input.
 */
export function PhoneCountryPicker({ value, onChange }: Props) {
  const intl = useIntl();
  const language = isLanguage(intl.locale) ? intl.locale : FALLBACK_LANGUAGE;
  const [open, setOpen] = useState(false);
  // The panel is as wide as the field the picker sits in, measured when it opens.
  const [panelWidth, setPanelWidth] = useState<number>();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const code = value === undefined ? undefined : CALLING_CODES.get(value);

  const close = useCallback(() => setOpen(false), []);
  const closeToToggle = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  useOutsideClose(open, [root], close);

  const label =
    value === undefined || code === undefined
      ? intl.formatMessage({ id: 'phone.picker.noneChosen' })
      : intl.formatMessage({ id: 'phone.picker.chosen' }, { country: regionName(value, language), code });

  return (
    <div
      ref={root}
      className={styles.picker}
      // Leaving the picker by the keyboard closes it, as a tap elsewhere does.
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget)) close();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={label}
        onClick={() => {
          setPanelWidth(root.current?.parentElement?.getBoundingClientRect().width || undefined);
          setOpen((shown) => !shown);
        }}
      >
        {code === undefined ? <FormattedMessage id="phone.picker.none" /> : `+${code}`}
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden>
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <PhoneCountryPanel
          id={panelId}
          width={panelWidth}
          language={language}
          chosen={value}
          onPick={(region) => {
            onChange(region);
            closeToToggle();
          }}
          onEscape={closeToToggle}
        />
      )}
    </div>
  );
}
