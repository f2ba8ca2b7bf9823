import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPopoverVisibility } from '../../platform/popover-visibility';
import { useOutsideClose } from '../../ui/use-outside-close';
import { HEADER_POPOVER_GROUP } from './header-popover-group';
import styles from './HeaderDropdown.module.css';

interface Props {
  /** The toggle's name for screen readers, in the page language. */
  label: string;
  /** What the toggle shows: an icon, the user's initial. */
  icon: ReactNode;
  /** Shown over the toggle's corner but outside it, with a name of its own (the user menu's IM status). */
  beside?: ReactNode;
  /** The toggle's size and look, which differ by menu. */
  toggleClassName: string | undefined;
  /** Where the panel and its pointer stand, which differs by menu. */
  panelClassName: string | undefined;
  /** The panel's content; `close` closes the menu, for a link or an action inside it. */
  children(close: () => void): ReactNode;
}

/**
 * A button of the red header that opens a panel under it: the text-size menu, the user menu. It belongs to
 * the header's popover group (spec §4: one shown at a time), so opening it hides a header tip or the other menu.
 */
export function HeaderDropdown({ label, icon, beside, toggleClassName, panelClassName, children }: Props) {
  // A menu opens and closes at the tap: no popover delays.
  const [visibility] = useState(() => createPopoverVisibility({ group: HEADER_POPOVER_GROUP, hideDelayMs: 0 }));
  useEffect(() => () => visibility.dispose(), [visibility]);
  const open = useSyncExternalStore(visibility.subscribe, visibility.isShown, visibility.isShown);
  const menu = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = visibility.hide;
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
        onClick={visibility.toggle}
      >
        {icon}
      </button>
      <div className={`${styles.panel} ${panelClassName ?? ''}`} id={panelId} hidden={!open}>
        {children(close)}
      </div>
      {beside}
    </div>
  );
}
