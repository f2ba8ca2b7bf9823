import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import panel from './panel.module.css';

/** A titled white panel of a shop or product page; its heading names the section. */
export function ShopPanel({ title, children }: { title: MessageId; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={panel.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={panel.heading}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
}
