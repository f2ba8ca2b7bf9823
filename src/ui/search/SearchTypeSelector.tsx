import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import type { SearchType } from '../../../common/search-page';
import hidden from '../VisuallyHidden.module.css';
import styles from './SearchTypeSelector.module.css';

const TYPE_LABELS: Record<SearchType, MessageId> = {
  product: 'home-search.type.product',
  exhibitor: 'home-search.type.exhibitor',
  booth: 'home-search.type.booth',
};

interface Props {
  types: readonly SearchType[];
  value: SearchType;
  onChange(type: SearchType): void;
}

/** The type selector of spec §2, as native radios: one tap to switch, arrow keys for free. */
export function SearchTypeSelector({ types, value, onChange }: Props) {
  const name = useId();
  return (
    <fieldset className={styles.types}>
      <legend className={hidden.hidden}>
        <FormattedMessage id="home-search.typeLabel" />
      </legend>
      {types.map((type) => (
        <label key={type} className={type === value ? styles.typeChosen : styles.type}>
          <input className={hidden.hidden} type="radio" name={name} value={type} checked={type === value} onChange={() => onChange(type)} />
          <FormattedMessage id={TYPE_LABELS[type]} />
        </label>
      ))}
    </fieldset>
  );
}
