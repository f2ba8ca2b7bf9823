import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EXHIBITION_AREAS, type ExhibitionArea } from './results-query';
import styles from './AreaFilter.module.css';

interface Props {
  value: ExhibitionArea | undefined;
  /** undefined for 'Please select': no area, no filter. */
  onChange(area: ExhibitionArea | undefined): void;
}

/** Narrows exhibitor and booth results to one exhibition area. */
export function AreaFilter({ value, onChange }: Props) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.filter}>
      <label className={styles.label} htmlFor={id}>
        <FormattedMessage id="search-page.area" />
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange(EXHIBITION_AREAS.find((area) => area === event.target.value))}
      >
        <option value="">{intl.formatMessage({ id: 'select.placeholder' })}</option>
        {EXHIBITION_AREAS.map((area) => (
          <option key={area} value={area}>
            {intl.formatMessage({ id: 'booth.area' }, { area })}
          </option>
        ))}
      </select>
    </div>
  );
}
