import { useTranslation } from 'react-i18next';
import { OutlineGlyph } from '@/components/icon/icon';
import { useUnreadCount } from '@/core/unread-counts';
import { openPopup } from '@/lib/popup-store';
import styles from './live-notices.module.css';

// Drawn here, not in the shared icon set: the first screen never carries it.
const BELL = 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a2 2 0 0 0 3.4 0';

/**
 * The header's bell for a logged-in member: the unread messages, in its name and on its badge, and the
 * member centre's Messages a click away. A message event makes the count stale, so it follows live.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data ?? 0;
  const label = unread > 0 ? t('live_notice_bell_unread', { count: unread }) : t('live_notice_bell');
  return (
    <button
      type="button"
      className={styles.bell}
      onClick={() => openPopup('memberCentre', { page: 'messages' })}
      aria-label={label}
      title={label}
    >
      <OutlineGlyph d={BELL} size={20} strokeWidth="1.8" />
      {unread > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </button>
  );
}
