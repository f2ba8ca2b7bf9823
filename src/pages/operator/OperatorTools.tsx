import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HOME_PAGE } from '../../../common/pages';
import type { Language } from '../../../common/language';
import styles from './OperatorPage.module.css';

export type OperatorTool = 'pageConfig' | 'announcements';

/** Where each of the operators' tools opens, in the configuration language `lang`. */
export function operatorToolUrl(tool: OperatorTool, lang: Language): string {
  return tool === 'pageConfig' ? `/work/pageconfigs/${HOME_PAGE}?lang=${lang}` : `/work/announcements?lang=${lang}`;
}

const TOOLS: readonly OperatorTool[] = ['pageConfig', 'announcements'];

/** The operators' tools, one a link to the next, keeping the configuration language. */
export function OperatorTools({ current, lang }: { current: OperatorTool; lang: Language }) {
  const intl = useIntl();
  return (
    <nav className={styles.tools} aria-label={intl.formatMessage({ id: 'operator.tools' })}>
      {TOOLS.map((tool) => (
        <Link
          key={tool}
          to={operatorToolUrl(tool, lang)}
          className={tool === current ? `${styles.tool} ${styles.chosen}` : styles.tool}
          aria-current={tool === current ? 'page' : undefined}
        >
          <FormattedMessage id={`operator.tools.${tool}`} />
        </Link>
      ))}
    </nav>
  );
}
