import styles from './PeerAvatar.module.css';

/** The peer's initial in a round badge (the local IM has no pictures); the name beside it says who it is. */
export function PeerAvatar({ name }: { name: string }) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span className={styles.avatar} aria-hidden>
      {initial}
    </span>
  );
}
