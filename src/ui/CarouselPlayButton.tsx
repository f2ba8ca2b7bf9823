import { useIntl } from 'react-intl';
import styles from './CarouselPlayButton.module.css';

interface Props {
  /** Whether the slides move by themselves now: the button then pauses them, else plays them. */
  playing: boolean;
  onToggle(): void;
  /** Its place over the carousel. */
  className?: string;
}

/**
 * WCAG 2.2.2 (issue 29): a carousel that moves by itself has a control to stop it. One button whose name says
 * what pressing it does, as the ARIA Authoring Practices' carousel pattern has it.
 */
export function CarouselPlayButton({ playing, onToggle, className }: Props) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-label={intl.formatMessage({ id: playing ? 'carousel.pause' : 'carousel.play' })}
      data-carousel-control={playing ? 'pause' : 'play'}
      onClick={onToggle}
    >
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden>
        {playing ? <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" /> : <path d="M4.5 2.5v11l9-5.5z" fill="currentColor" />}
      </svg>
    </button>
  );
}
