import { QRCodeSVG } from 'qrcode.react';

/**
 * A sign-up or referral link as a QR code a phone can scan: dark modules on white, 100 px. qrcode.react 4
 * counts marginSize in modules, so it draws none: the white frame's padding (the caller's class) is the margin.
 */
export function LinkQr({ link, label, className }: { link: string; label: string; className?: string }) {
  return (
    <QRCodeSVG
      value={link}
      size={100}
      marginSize={0}
      level="M"
      bgColor="#ffffff"
      fgColor="#0b1122"
      role="img"
      aria-label={label}
      className={className}
    />
  );
}
