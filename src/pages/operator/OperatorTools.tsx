import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HOME_PAGE } from '../../../common/pages';
import { LANGUAGES, type Language } from '../../../common/language';
import styles from './OperatorPage.module.css';

export type OperatorTool = 'pageConfig' | 'announcements' | 'news' | 'invitations' | 'notifications';

/** Where each of the operators' tools opens, in the configuration language `lang`. */
export function operatorToolUrl(tool: OperatorTool, lang: Language): string {
  if (tool === 'pageConfig') return `/work/pageconfigs/${HOME_PAGE}?lang=${lang}`;
  return `/work/${tool}?lang=${lang}`;
}

const TOOLS: readonly OperatorTool[] = ['pageConfig', 'announcements', 'news', 'invitations', 'notifications'];

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

/** The configuration language's switch every tool has: en-US and zh-CN of the same thing. */
export function ConfigLanguageSwitch({ lang, onChoose }: { lang: Language; onChoose(language: Language): void }) {
  const intl = useIntl();
  return (
    <div className={styles.languages} role="group" aria-label={intl.formatMessage({ id: 'operator.configLanguage' })}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className={language === lang ? `${styles.language} ${styles.chosen}` : styles.language}
          aria-pressed={language === lang}
          onClick={() => onChoose(language)}
        >
          <FormattedMessage id={`operator.language.${language}`} />
        </button>
      ))}
    </div>
  );
}
