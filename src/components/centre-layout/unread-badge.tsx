import { useTranslation } from 'react-i18next';
import styles from './centre-layout.module.css';

/** A menu entry's unread count; nothing when there is none. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    // The count is read once, in words ("Messages, 3 unread"); the figure is for the eye.
    <span className={styles.badge}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('centre_unread', { count })}</span>
    </span>
  );
}
