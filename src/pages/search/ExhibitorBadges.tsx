import { FormattedMessage, useIntl } from 'react-intl';
import type { ExhibitorBadges as Badges } from '../../../common/generated/types';
import { FREQUENT_EXHIBITOR_SESSIONS } from '../../../common/constants';
import type { MessageId } from '../../../common/i18n/messages';
import styles from './ExhibitorBadges.module.css';

/** Spec §3: the exhibitor badges, in the spec's order, with their short labels. */
export const BADGE_LABELS: readonly (readonly [keyof Badges, MessageId])[] = [
  ['isAeo', 'catalog.badge.isAeo'],
  ['isBrandEnterprise', 'catalog.badge.isBrandEnterprise'],
  ['isCfAward', 'catalog.badge.isCfAward'],
  ['isGreenAward', 'catalog.badge.isGreenAward'],
  ['isInvitationAward', 'catalog.badge.isInvitationAward'],
  ['isMultipleExhibit', 'catalog.badge.isMultipleExhibit'],
  ['isNewExhibition', 'catalog.badge.isNewExhibition'],
  ['isChinatimehonoredBrand', 'catalog.badge.isChinatimehonoredBrand'],
  ['isNewHightechEnterprise', 'catalog.badge.isNewHightechEnterprise'],
  ['isPovertyAlleviation', 'catalog.badge.isPovertyAlleviation'],
  ['natEntTechCenter', 'catalog.badge.natEntTechCenter'],
  ['entsinglespecialmfgindustry', 'catalog.badge.entsinglespecialmfgindustry'],
];

/** The badges an exhibitor holds; nothing when it holds none. */
export function ExhibitorBadges({ badges }: { badges: Badges }) {
  const intl = useIntl();
  const held = BADGE_LABELS.filter(([name]) => badges[name]);
  if (held.length === 0) return null;
  return (
    <ul className={styles.badges} aria-label={intl.formatMessage({ id: 'catalog.badges' })}>
      {held.map(([name, label]) => (
        // Spec §3, §9: isMultipleExhibit marks a frequent exhibitor, more than 10 sessions.
        <li key={name} className={name === 'isMultipleExhibit' ? styles.frequent : styles.badge}>
          <FormattedMessage id={label} values={{ sessions: FREQUENT_EXHIBITOR_SESSIONS }} />
        </li>
      ))}
    </ul>
  );
}
