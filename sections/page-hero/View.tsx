import type { SectionProps } from '../../src/engine/types';
import type { PageHeroData } from '../../common/generated/types';
import { LazyImage } from '../../src/ui/LazyImage';
import styles from './View.module.css';

/** The size the hero picture is drawn for, used when the data leaves its size out. */
const PICTURE_SIZE = { width: 750, height: 300 };

export default function PageHeroView({ data }: SectionProps<PageHeroData>) {
  return (
    <header className={styles.hero}>
      {data.image && <LazyImage className={styles.picture} image={data.image} fallbackSize={PICTURE_SIZE} />}
      <div className={styles.text}>
        <h2 className={styles.title}>{data.title}</h2>
        {data.subtitle && <p className={styles.subtitle}>{data.subtitle}</p>}
      </div>
    </header>
  );
}
