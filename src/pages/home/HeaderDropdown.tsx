import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useOutsideClose } from '../../ui/use-outside-close';
import styles from './HeaderDropdown.module.css';

interface Props {
  /** The toggle's name for screen readers, in the page language. */
  label: string;
  /** What the toggle shows: an icon, the user's initial. */
  icon: ReactNode;
  /** The toggle's size and look, which differ by menu. */
  toggleClassName: string | undefined;
  /** Where the panel and its pointer stand, which differs by menu. */
  panelClassName: string | undefined;
  /** The panel's content; `close` closes the menu, for a link or an action inside it. */
  children(close: () => void): ReactNode;
}

/** A button of the red header that opens a panel under it: the text-size menu, the user menu. */
export function HeaderDropdown({ label, icon, toggleClassName, panelClassName, children }: Props) {
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  // Spec §4, §9: like a popover, it closes on a tap outside it and on Escape.
  useOutsideClose(open, [menu], close);

  return (
    <div className={styles.menu} ref={menu}>
      <button
        type="button"
        className={`${styles.toggle} ${toggleClassName ?? ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen(!open)}
      >
        {icon}
      </button>
      <div className={`${styles.panel} ${panelClassName ?? ''}`} id={panelId} hidden={!open}>
        {children(close)}
      </div>
    </div>
  );
}
