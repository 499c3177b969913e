import { useState } from 'react';
import type { VendorCard } from '@/api';
import { assetUrl } from '@/lib/cdn';
import styles from './vendor-logo.module.css';

/** A vendor's small icon from one of the image hosts, or its initials when there is no usable image. */
export function VendorLogo({ vendor, imageHosts }: { vendor: VendorCard; imageHosts: readonly string[] }) {
  const [failed, setFailed] = useState(false);
  const src = assetUrl(imageHosts, vendor.smallIcon ?? vendor.lagerIcon);
  if (!src || failed) {
    return (
      <span className={styles.initials} aria-hidden="true">
        {vendor.displayName.slice(0, 2).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={styles.logo}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={40}
      height={40}
      onError={() => setFailed(true)}
    />
  );
}
