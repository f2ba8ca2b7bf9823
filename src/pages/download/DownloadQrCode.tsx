import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './DownloadPage.module.css';

const QR_SIZE = 168;

/** A QR code of `url`, drawn as SVG in the browser (qrcode); its box is kept while it is made, so nothing shifts. */
export function DownloadQrCode({ url }: { url: string }) {
  const intl = useIntl();
  const [svg, setSvg] = useState<string | undefined>();
  useEffect(() => {
    let current = true;
    QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f1f1f', light: '#ffffff' } }).then(
      (made) => current && setSvg(made),
      (error: unknown) => console.warn('[download] the QR code could not be made:', error),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return (
    <span className={styles.qr} style={{ width: QR_SIZE, height: QR_SIZE }}>
      {svg && (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          width={QR_SIZE}
          height={QR_SIZE}
          alt={intl.formatMessage({ id: 'download-page.qrLabel' }, { url })}
        />
      )}
    </span>
  );
}
