import type { MouseEvent } from 'react';
import { confirmLeavingSite } from '../../platform/dialogs';
import { isExternalLink } from '../../platform/links';
import styles from './ArticleBody.module.css';

/** Spec §8: a link in the body to another site asks for confirmation first, as every link out of the portal does. */
function confirmExternalLink(event: MouseEvent<HTMLDivElement>): void {
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const href = anchor?.getAttribute('href');
  if (!href || !isExternalLink(href)) return;
  event.preventDefault();
  void confirmLeavingSite().then((confirmed) => {
    if (confirmed) window.location.assign(href);
  });
}

/**
 * An article's body: the server's rich text as it is stored. The server sanitises every body before storing it
 * (server/news/sanitize-body.ts: no script, no event handlers, no frames, only http(s) and relative URLs), and
 * nothing but that body is ever rendered as HTML here.
 */
export function ArticleBody({ html }: { html: string }) {
  // The links inside the HTML are caught where their clicks (and Enter on them) bubble to.
  return <div className={styles.body} onClick={confirmExternalLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
