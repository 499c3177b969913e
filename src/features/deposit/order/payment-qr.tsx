import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import styles from '../deposit.module.css';

/**
 * The QR code the member scans. Dark on white with a quiet zone, as phone cameras need, whatever the
 * page's colours.
 */
export function PaymentQr({
  payload,
  label,
}: {
  payload: string;
  /** The accessible name of the code: what it pays, and how. */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <figure className={styles.qr}>
      <QRCodeSVG
        value={payload}
        size={184}
        level="M"
        marginSize={2}
        bgColor="#ffffff"
        fgColor="#0b1122"
        role="img"
        aria-label={label}
        className={styles.qrCode}
      />
      <figcaption className={styles.qrCaption}>{t('deposit_qr_hint')}</figcaption>
    </figure>
  );
}
