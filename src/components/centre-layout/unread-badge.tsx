import { useTranslation } from 'react-i18next';
import styles from './centre-layout.module.css';

/**
 * A menu entry's count; nothing when there is none. `waiting` counts rewards to claim (the reward centre, the
 * missions, the referral), read out as such rather than as unread messages.
 */
export function UnreadBadge({ count, waiting = false }: { count: number; waiting?: boolean }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    // The count is read once, in words ("Messages, 3 unread"); the figure is for the eye.
    <span className={styles.badge}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t(waiting ? 'centre_waiting' : 'centre_unread', { count })}</span>
    </span>
  );
}
