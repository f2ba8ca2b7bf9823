import type { MouseEvent, ReactNode } from 'react';
import { confirmLeavingSite, showComingSoon, showSwitchNotice, type DialogRequest } from '../platform/dialogs';
import { isExternalLink, resolveLink, type LinkTarget } from '../platform/links';

interface Props {
  /** A link target resolved by redirectType, a plain URL, or nothing (then 'Coming soon'). */
  to: LinkTarget | string | undefined | null;
  newTab?: boolean;
  className?: string;
  /** Called on every activation, before navigation: where a section reports its click. */
  onActivate?(): void;
  /** Set while the link's feature is closed by its switch (platform/switches.ts closedFeatureNotice): activation shows it instead. */
  closedNotice?: DialogRequest['message'] | undefined;
  children: ReactNode;
  'aria-label'?: string;
  /** -1 keeps a link out of the tab order while it is not shown (a carousel's other rows). */
  tabIndex?: number;
}

function hrefOf(to: Props['to']): string | undefined {
  if (!to) return undefined;
  return typeof to === 'string' ? resolveLink({ redirectType: 'URL', redirectUrl: to }) : resolveLink(to);
}

/**
 * The one way sections link out (spec §2, §4, §8): no link shows 'Coming soon'; a feature closed by its switch
 * shows the switch's notice; a third-party site asks for confirmation first; everything else is a plain anchor.
 */
export function PortalLink({ to, newTab = false, className, onActivate, closedNotice, children, 'aria-label': ariaLabel, tabIndex }: Props) {
  const href = hrefOf(to);
  if (!href) {
    return (
      <button
        type="button"
        className={className}
        aria-label={ariaLabel}
        tabIndex={tabIndex}
        onClick={() => {
          onActivate?.();
          void showComingSoon();
        }}
      >
        {children}
      </button>
    );
  }
  const external = isExternalLink(href);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onActivate?.();
    if (closedNotice) {
      event.preventDefault();
      void showSwitchNotice(closedNotice);
      return;
    }
    if (!external) return;
    event.preventDefault();
    void confirmLeavingSite().then((confirmed) => {
      if (!confirmed) return;
      if (newTab) window.open(href, '_blank', 'noopener');
      else window.location.assign(href);
    });
  };
  return (
    <a
      href={href}
      className={className}
      aria-label={ariaLabel}
      tabIndex={tabIndex}
      target={newTab ? '_blank' : undefined}
      rel={newTab || external ? 'noopener noreferrer' : undefined}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
