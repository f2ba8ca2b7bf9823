import { useEffect, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Links such as exhibition?area=textiles or help?topic=translation name a block of the page by its id (RICHTEXT
 * blocks and FAQ items carry the operator's ids): once such a block is on the page, the page scrolls to it, and
 * a folded FAQ answer opens. Sections render as their code arrives, so the block is waited for.
 */
export function useScrollToNamedBlock(container: RefObject<HTMLElement | null>, rendered: boolean): void {
  const [params] = useSearchParams();
  const names = [...params.entries()].filter(([key]) => key !== 'preview').map(([, value]) => value);
  const namesKey = names.join('\n');
  useEffect(() => {
    const root = container.current;
    if (!rendered || !root || namesKey === '') return;
    const wanted = namesKey.split('\n');
    const namedBlock = () => wanted.map((name) => root.ownerDocument.getElementById(name)).find((element) => element !== null && root.contains(element));
    const scrollTo = (block: HTMLElement) => {
      if (block instanceof HTMLDetailsElement) block.open = true;
      block.scrollIntoView({ block: 'start' });
    };
    const present = namedBlock();
    if (present) {
      scrollTo(present);
      return;
    }
    const observer = new MutationObserver(() => {
      const block = namedBlock();
      if (!block) return;
      observer.disconnect();
      scrollTo(block);
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, rendered, namesKey]);
}
