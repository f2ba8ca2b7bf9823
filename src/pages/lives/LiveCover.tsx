import styles from './LiveCover.module.css';

/** A live's cover in a 16:9 box reserved before it loads; a camera glyph when the live has none. */
export function LiveCover({ url, className }: { url: string | null; className?: string }) {
  return (
    <span className={[styles.box, className].filter(Boolean).join(' ')}>
      {url ? (
        <img className={styles.image} src={url} alt="" width="640" height="360" loading="lazy" decoding="async" />
      ) : (
        <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden>
          <rect x="2.5" y="6" width="13" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="m15.5 10.5 6-3.5v10l-6-3.5z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
      )}
    </span>
  );
}
