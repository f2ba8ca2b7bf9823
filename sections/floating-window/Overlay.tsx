import { createPortal } from 'react-dom';
import type { SectionProps } from '../../src/engine/types';
import type { FloatingWindowData } from '../../common/generated/types';
import { useSessionDismissal } from '../../src/platform/session-dismissal';
import { useHydrated } from '../../src/platform/use-hydrated';
import { appIntroLink } from './app-intro-link';
import { AppButton } from './AppButton';
import { FloatingPromo } from './FloatingPromo';
import styles from './Overlay.module.css';

const DISMISSAL = 'floatingWindow';

/**
 * Rendered into <body>: the section frame is a stacking context of the content layer, so inside it a fixed
 * box would slip under the sections that follow; from <body> it floats on the layout layer like the header.
 */
export default function FloatingWindowOverlay({ data, context, track }: SectionProps<FloatingWindowData>) {
  const [closed, close] = useSessionDismissal(DISMISSAL);
  const promo = data.window;
  const hydrated = useHydrated();
  // <body> is the browser's: the window joins it once the page has hydrated.
  if (!hydrated) return null;
  return createPortal(
    <div className={styles.dock} data-floating-window="">
      {promo && !closed && <FloatingPromo promo={promo} onClose={close} onActivate={() => track.click({ id: 'floating-window', title: promo.title })} />}
      {/* A mini-program's web view cannot install the app: no APP button there. */}
      {!context.miniProgram && (
        <AppButton href={appIntroLink(data.appIntroUrl, context.language)} onActivate={() => track.click({ id: 'app-intro', title: 'APP' })} />
      )}
    </div>,
    document.body,
  );
}
