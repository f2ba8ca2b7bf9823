import styles from './HomeSkeleton.module.css';

/** The boxes of the first screen while the configuration loads, sized as the sections will be. */
export function HomeSkeleton() {
  return (
    <div aria-busy="true" className={styles.skeleton}>
      <div className={styles.banner} />
      <div className={styles.notice} />
    </div>
  );
}
