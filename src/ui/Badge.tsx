import { BADGE_ELLIPSIS, badgeText, type BadgeVariant } from './badge-text';
import styles from './Badge.module.css';

interface Props {
  count: number;
  /** header: on the red header bar, an ellipsis above 99 (spec §5). */
  variant?: BadgeVariant;
  /** What the count is of, for screen readers, e.g. 'Messages: 120 unread'; by default the exact count. */
  label?: string;
}

/** Spec §5 unread badge: 1 to 99 as the number, then 99+ (or … in the header); nothing for zero. */
export function Badge({ count, variant = 'standard', label }: Props) {
  const text = badgeText(count, variant);
  if (!text) return null;
  return (
    // One image-like unit for screen readers: the exact count (or the label), not 99+ or the ellipsis.
    <span className={styles.badge} data-variant={variant} role="img" aria-label={label ?? String(count)}>
      <span className={text === BADGE_ELLIPSIS ? styles.ellipsis : undefined}>{text}</span>
    </span>
  );
}
