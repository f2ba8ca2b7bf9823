import { FormattedMessage, useIntl } from 'react-intl';
import type { FooterSocialLink, FooterSocialNetwork } from '../../common/generated/types';
import type { MessageId } from '../../common/i18n/messages';
import { PortalLink } from '../../src/ui/PortalLink';
import { FooterBlock } from './FooterBlock';
import { SocialNetworkIcon } from './SocialNetworkIcon';
import styles from './SocialLinks.module.css';

/** The box a QR code without its own size is drawn in. */
const QR_CODE_BOX = 240;

const networkName = (network: FooterSocialNetwork): MessageId => `footer.network.${network}`;

/** Spec §2: the footer's social links, each opening the network in a new tab; QR codes shown to scan. */
export function SocialLinks({ links }: { links: readonly FooterSocialLink[] }) {
  const intl = useIntl();
  const qrCodes = links.flatMap(({ network, qrCode }) => (qrCode ? [{ network, qrCode }] : []));
  return (
    <FooterBlock heading="footer.followUs">
      <ul className={styles.grid}>
        {links.map((link) => (
          <li key={link.network}>
            <PortalLink to={link.url} newTab className={styles.link} aria-label={intl.formatMessage({ id: networkName(link.network) })}>
              <span className={`${styles.icon} ${styles[link.network]}`}>
                <SocialNetworkIcon network={link.network} size={20} />
              </span>
              <span className={styles.name} aria-hidden>
                <FormattedMessage id={networkName(link.network)} />
              </span>
            </PortalLink>
          </li>
        ))}
      </ul>
      {qrCodes.length > 0 && (
        <div className={styles.qrCodes}>
          {qrCodes.map(({ network, qrCode }) => (
            <figure key={network} className={styles.qrCode}>
              <img
                src={qrCode.url}
                width={qrCode.width ?? QR_CODE_BOX}
                height={qrCode.height ?? QR_CODE_BOX}
                alt={intl.formatMessage({ id: networkName(network) })}
                loading="lazy"
                decoding="async"
              />
              <figcaption className={styles.qrCaption}>
                <FormattedMessage id={networkName(network)} />
                <span className={styles.qrHint}>
                  <FormattedMessage id="footer.scanToFollow" />
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      )}
    </FooterBlock>
  );
}
