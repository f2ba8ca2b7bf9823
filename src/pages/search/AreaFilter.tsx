import { useIntl } from 'react-intl';
import { FilterSelect } from './FilterSelect';
import { EXHIBITION_AREAS, type ExhibitionArea } from './results-query';

interface Props {
  value: ExhibitionArea | undefined;
  /** undefined for 'Please select': no area, no filter. */
  onChange(area: ExhibitionArea | undefined): void;
}

/** Narrows exhibitor and booth results to one exhibition area ('Area {area}', spec §3). */
export function AreaFilter({ value, onChange }: Props) {
  const intl = useIntl();
  const options = EXHIBITION_AREAS.map((area) => ({ value: area, label: intl.formatMessage({ id: 'booth.area' }, { area }) }));
  return <FilterSelect label="search-page.area" value={value} options={options} onChange={onChange} />;
}
