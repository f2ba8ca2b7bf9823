import {
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type AriaRole,
  type CSSProperties,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { createPopoverVisibility } from '../platform/popover-visibility';
import { popoverPlace, type PopoverPlace, type PopoverPlacement } from './popover-placement';
import { useOutsideClose } from './use-outside-close';
import styles from './Popover.module.css';

/** click: a tap on the anchor toggles it; hover: a mouse over the anchor or keyboard focus shows it (a tap toggles it); manual: `open` decides. */
export type PopoverTrigger = 'click' | 'hover' | 'manual';

interface Props {
  /** The anchor: the element the popover points at. */
  children: ReactNode;
  content: ReactNode;
  trigger?: PopoverTrigger;
  /** manual: whether it should be shown. It still hides on an outside tap, Escape or another of its group. */
  open?: boolean;
  /** Called each time it hides, whatever the reason. */
  onHide?(): void;
  /** Spec §4: one popover of a group is shown at a time. */
  group?: string;
  placement?: PopoverPlacement;
  showDelayMs?: number;
  /** Where the bubble is rendered; the page's body by default. */
  container?: () => Element | null;
  role?: AriaRole;
  label?: string;
  className?: string;
}

const NO_CONTAINER = 'No container for popover';

/** Spec §4, §9 popover: delayed show and hide (120 ms), outside tap or Escape hides it, one shown per group. */
export function Popover({
  children,
  content,
  trigger = 'click',
  open = false,
  onHide,
  group,
  placement = 'bottom-end',
  showDelayMs,
  container = () => document.body,
  role = 'dialog',
  label,
  className,
}: Props) {
  const [visibility] = useState(() => createPopoverVisibility({ group, showDelayMs }));
  const shown = useSyncExternalStore(visibility.subscribe, visibility.isShown, visibility.isShown);
  const anchor = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const lastPointer = useRef<string>('mouse');
  const id = useId();
  const place = useAnchorPlace(anchor, shown, placement);

  useEffect(() => () => visibility.dispose(), [visibility]);
  useEffect(() => {
    if (trigger !== 'manual') return;
    if (open) visibility.show();
    else visibility.hide();
  }, [trigger, open, visibility]);
  useHideCallback(shown, onHide);
  useOutsideClose(shown, [anchor, bubble], visibility.close);

  const host = shown ? container() : null;
  const missingContainer = shown && !host;
  useEffect(() => {
    // Spec §8: a popover without container logs 'No container for popover' (and shows nothing; the page goes on).
    if (missingContainer) console.error(new Error(NO_CONTAINER));
  }, [missingContainer]);

  const mouseOnly = (action: () => void) => (event: PointerEvent) => {
    lastPointer.current = event.pointerType;
    if (trigger === 'hover' && event.pointerType !== 'touch') action();
  };
  const anchorAria =
    trigger === 'click' ? { 'aria-expanded': shown, 'aria-controls': shown ? id : undefined } : { 'aria-describedby': shown && host ? id : undefined };

  return (
    <>
      <span
        ref={anchor}
        className={styles.anchor}
        onPointerDown={(event) => (lastPointer.current = event.pointerType)}
        onPointerEnter={mouseOnly(visibility.show)}
        onPointerLeave={mouseOnly(visibility.hide)}
        onFocus={trigger === 'hover' ? visibility.show : undefined}
        onBlur={trigger === 'hover' ? visibility.hide : undefined}
        onClick={() => {
          if (trigger === 'click' || (trigger === 'hover' && lastPointer.current === 'touch')) visibility.toggle();
        }}
      >
        {isValidElement(children) ? cloneElement(children as ReactElement<Record<string, unknown>>, anchorAria) : children}
      </span>
      {host &&
        createPortal(
          <div
            ref={bubble}
            id={id}
            role={role}
            aria-label={label}
            className={className ? `${styles.bubble} ${className}` : styles.bubble}
            data-side={place?.side}
            style={bubbleStyle(place)}
            onPointerEnter={mouseOnly(visibility.show)}
            onPointerLeave={mouseOnly(visibility.hide)}
          >
            {content}
          </div>,
          host,
        )}
    </>
  );
}

function bubbleStyle(place: PopoverPlace | undefined): CSSProperties | undefined {
  if (!place) return { visibility: 'hidden' };
  return { top: place.top, [place.side]: place.inset, '--popover-arrow': `${place.arrow}px` } as CSSProperties;
}

/** The bubble's place, measured before paint when it shows and again on scroll and resize while it is shown. */
function useAnchorPlace(anchor: RefObject<HTMLElement | null>, shown: boolean, placement: PopoverPlacement): PopoverPlace | undefined {
  const [place, setPlace] = useState<PopoverPlace>();
  useLayoutEffect(() => {
    if (!shown) return undefined;
    const measure = () => {
      // The anchor element itself: its wrapper may be stretched by a flex row it sits in.
      const target = anchor.current?.firstElementChild ?? anchor.current;
      if (target) setPlace(popoverPlace(target.getBoundingClientRect(), document.documentElement.clientWidth, placement));
    };
    let frame = 0;
    const remeasure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', remeasure, { capture: true, passive: true });
    window.addEventListener('resize', remeasure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remeasure, true);
      window.removeEventListener('resize', remeasure);
    };
  }, [anchor, shown, placement]);
  return place;
}

function useHideCallback(shown: boolean, onHide: (() => void) | undefined): void {
  const latest = useRef(onHide);
  latest.current = onHide;
  const wasShown = useRef(shown);
  useEffect(() => {
    if (wasShown.current && !shown) latest.current?.();
    wasShown.current = shown;
  }, [shown]);
}
