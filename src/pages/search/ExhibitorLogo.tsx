import { CatalogPicture } from './CatalogPicture';
import styles from './ExhibitorLogo.module.css';

/** An exhibitor's logo; without one, the first letter of its name on the brand's soft red. */
export function ExhibitorLogo({ url, name, className }: { url: string | null; name: string; className?: string | undefined }) {
  return (
    <CatalogPicture
      url={url}
      className={[styles.logo, className].filter(Boolean).join(' ')}
      fallback={<span className={styles.initial}>{[...name][0]}</span>}
    />
  );
}
