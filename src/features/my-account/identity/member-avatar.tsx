import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '@/core';
import { assetUrl } from '@/lib/cdn';
import { BuiltInAvatar } from './built-in-avatars';
import { avatarPicture, usePlayerAvatar } from './player-avatar';
import styles from './identity.module.css';

/**
 * The member's picture (MCSFE_getPlayerAvatar): one of the built-in set for a STATIC avatar, else a picture
 * from the site's image hosts; their initial while it loads, when there is none, or when it fails. An
 * address off the image hosts is never loaded.
 */
export function MemberAvatar({ name }: { name: string }) {
  const { t } = useTranslation();
  const hosts = useSystemStatus().data?.info.imageCDNs ?? [];
  const picture = avatarPicture(usePlayerAvatar().data ?? null);
  const [failed, setFailed] = useState(false);
  const src = !failed && picture && 'path' in picture ? assetUrl(hosts, picture.path) : undefined;
  return (
    <span className={styles.avatar}>
      {picture && 'builtIn' in picture ? (
        <BuiltInAvatar index={picture.builtIn} label={t('centre_avatar')} />
      ) : src ? (
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
