import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/i18n';
import type { InvitePlatform } from './api/invite-channels';
import styles from './invite.module.css';

/** Each channel's own share address for a link and a line of text (the channels' public share pages). */
const shareAddress: Record<InvitePlatform, (link: string, text: string) => string> = {
  FACEBOOK: (link) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  TELEGRAM: (link, text) =>
    `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  X: (link, text) =>
    `https://twitter.com/intent/tweet?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  WHATSAPP: (link, text) => `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`,
  LINE: (link) => `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}`,
  THREADS: (link, text) =>
    `https://www.threads.net/intent/post?text=${encodeURIComponent(`${text} ${link}`)}`,
  SMS: (link, text) => `sms:?&body=${encodeURIComponent(`${text} ${link}`)}`,
};

const channelName: Record<InvitePlatform, TranslationKey> = {
  FACEBOOK: 'invite_channel_FACEBOOK',
  TELEGRAM: 'invite_channel_TELEGRAM',
  X: 'invite_channel_X',
  WHATSAPP: 'invite_channel_WHATSAPP',
  LINE: 'invite_channel_LINE',
  THREADS: 'invite_channel_THREADS',
  SMS: 'invite_channel_SMS',
};

/** The channels the site shows, in its order, each opening that channel's share page with the link. */
export function ShareChannels({
  channels,
  link,
  code,
}: {
  channels: readonly InvitePlatform[];
  link: string;
  code: string;
}) {
  const { t } = useTranslation();
  if (channels.length === 0) return null;
  const text = t('invite_share_text', { code });
  return (
    <ul className={styles.channels} aria-label={t('invite_channels')}>
      {channels.map((channel) => (
        <li key={channel}>
          <a
            className={styles.channel}
            href={shareAddress[channel](link, text)}
            target={channel === 'SMS' ? undefined : '_blank'}
            rel="noopener noreferrer"
            aria-label={t('invite_share_on', { channel: t(channelName[channel]) })}
          >
            {t(channelName[channel])}
          </a>
        </li>
      ))}
    </ul>
  );
}
