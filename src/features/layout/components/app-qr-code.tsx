import { QRCodeSVG } from 'qrcode.react';
import styles from './right-bar.module.css';

/**
 * App download QR (product rules: constants and limits: size 100, margin 10). The margin is drawn as a 10 px white frame
 * rather than qrcode.react's marginSize, which counts modules and would shrink the code itself.
 * Kept in its own module so the QR library loads only when the right bar shows a code.
 */
export function AppQrCode({ url, label }: { url: string; label: string }) {
  return (
    <span className={styles.qrFrame}>
      <QRCodeSVG value={url} size={100} level="M" title={label} />
    </span>
  );
}
