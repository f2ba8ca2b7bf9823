/** The icons of the buyer action bar, 22 px, drawn in the button's colour. */
export type ActionIconName = 'follow' | 'followed' | 'chat' | 'card' | 'cardDone';

const PATHS: Record<ActionIconName, { d: string; filled?: boolean }> = {
  follow: { d: 'M11 18.5s-7-4.3-7-9.2A3.8 3.8 0 0 1 11 7a3.8 3.8 0 0 1 7 2.3c0 4.9-7 9.2-7 9.2Z' },
  followed: { d: 'M11 18.5s-7-4.3-7-9.2A3.8 3.8 0 0 1 11 7a3.8 3.8 0 0 1 7 2.3c0 4.9-7 9.2-7 9.2Z', filled: true },
  chat: { d: 'M4 5h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8l-4.5 3v-3H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z' },
  card: { d: 'M3 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm3 4h5M6 12h8M15 8.5h2' },
  cardDone: { d: 'M3 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm4 6 2.5 2.5L15 8' },
};

export function ActionIcon({ name }: { name: ActionIconName }) {
  const { d, filled = false } = PATHS[name];
  return (
    <svg viewBox="0 0 22 22" width="22" height="22" aria-hidden>
      <path d={d} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
