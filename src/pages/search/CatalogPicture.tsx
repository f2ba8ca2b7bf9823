import type { ReactNode } from 'react';
import styles from './CatalogPicture.module.css';

interface Props {
  url: string | null;
  /** Sizes the box (width, and an aspect-ratio when not square); the box is reserved before the picture loads. */
  className?: string | undefined;
  alt?: string;
  /** Shown in the box when there is no picture; a picture glyph by default. */
  fallback?: ReactNode;
}

/** A catalogue picture (product, logo) in a box of its own size, so nothing moves when it arrives. */
export function CatalogPicture({ url, className, alt = '', fallback }: Props) {
  return (
    <span className={[styles.box, className].filter(Boolean).join(' ')}>
      {url ? (
        <img className={styles.image} src={url} alt={alt} loading="lazy" decoding="async" />
      ) : (
        (fallback ?? (
          <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden>
            <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <circle cx="9" cy="10" r="1.8" fill="currentColor" />
            <path d="m4 17 5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
          </svg>
        ))
      )}
    </span>
  );
}
