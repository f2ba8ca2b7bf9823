import type { SectionProps } from '../../src/engine/types';
import type { LinkListData } from '../../common/generated/types';
import block from '../../src/ui/ContentBlock.module.css';
import { PortalLink } from '../../src/ui/PortalLink';
import styles from './View.module.css';

export default function LinkListView({ data }: SectionProps<LinkListData>) {
  return (
    <ul className={`${block.block} ${styles.links}`}>
      {data.links.map((link) => (
        <li key={link.id}>
          <PortalLink to={link} className={styles.link}>
            <span className={styles.label}>{link.label}</span>
            {link.description && <span className={styles.description}>{link.description}</span>}
          </PortalLink>
        </li>
      ))}
    </ul>
  );
}
