import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { embedTargetOf, useEmbedAllowedOrigins, type EmbedMode } from './embed';
import type { Language } from '../../../common/language';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageBar } from '../../ui/PageBar';
import { EmbedRefused } from './EmbedRefused';
import styles from './EmbeddedPage.module.css';

interface Props {
  language: Language;
  /** /edit/{id} or /view/{id}; the id comes from the path. */
  mode?: EmbedMode;
}

/**
 * Spec §2: /embeddedpage/index (H5: /embeddedpageh5/index)[/edit/{id} | /view/{id}]?url=&menu= — frames `url`
 * when its origin is on the allow-list, else says clearly why not; `menu` adds a bar with a way back.
 */
export function EmbeddedPage({ language, mode }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const origins = useEmbedAllowedOrigins();
  const withMenu = params.has('menu') && params.get('menu') !== 'false';
  const target = origins.data ? embedTargetOf(params.get('url'), origins.data, mode && id ? { mode, id } : undefined) : undefined;
  // A page opened directly (no history in the app) goes back to the home page.
  const back = () => void (location.key === 'default' ? navigate(`/m/${language}/`) : navigate(-1));
  const refused = target?.status === 'refused';
  return (
    <div className={styles.page}>
      {/* A refusal always has the bar: the visitor needs a way on from it. */}
      {(withMenu || refused) && <PageBar language={language} title={<FormattedMessage id="embedded-page.title" />} onBack={back} />}
      {origins.isError && <LoadFailed onReload={() => void origins.refetch()} />}
      {origins.isPending && <ListLoading />}
      {target?.status === 'refused' && <EmbedRefused language={language} host={target.host} url={params.get('url')} />}
      {target?.status === 'allowed' && (
        <iframe
          className={styles.frame}
          src={target.url}
          title={intl.formatMessage({ id: 'embedded-page.frame' }, { host: target.host })}
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        />
      )}
    </div>
  );
}
