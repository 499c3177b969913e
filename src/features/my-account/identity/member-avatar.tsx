import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '@/core';
import { assetUrl } from '@/lib/cdn';
import { useMemberIcon } from './member-icon';
import styles from './identity.module.css';

/**
 * The member's picture (/wps/member/info/icon) from the site's image hosts, or their initial while it
 * loads, when there is none, or when it fails. An address off the image hosts is never loaded.
 */
export function MemberAvatar({ name }: { name: string }) {
  const { t } = useTranslation();
  const hosts = useSystemStatus().data?.info.imageCDNs ?? [];
  const icon = useMemberIcon().data;
  const [failed, setFailed] = useState(false);
  const src = failed ? undefined : assetUrl(hosts, icon);
  return (
    <span className={styles.avatar}>
      {src ? (
        <img
          className={styles.avatarImage}
          src={src}
          alt={t('centre_avatar')}
          onError={() => setFailed(true)}
        />
      ) : (
        <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
      )}
    </span>
  );
}
