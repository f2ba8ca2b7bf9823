import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Language } from '../../../common/language';
import { usePageList } from './operator-queries';
import styles from './OperatorPage.module.css';

interface Props {
  page: string;
  lang: Language;
}

/** Which page's configuration is open: any page with a live one (the home page, the content pages, …). */
export function PagePicker({ page, lang }: Props) {
  const navigate = useNavigate();
  const pages = usePageList();
  const names = pages.data?.pages.map((entry) => entry.page) ?? [];
  // The open page stays choosable while the list loads, or when it has no live configuration yet.
  const options = names.includes(page) ? names : [page, ...names];
  return (
    <label className={styles.pagePicker}>
      <FormattedMessage id="content-page.operatorPicker" />
      <select value={page} onChange={(event) => navigate(`/work/pageconfigs/${encodeURIComponent(event.target.value)}?lang=${lang}`)}>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
