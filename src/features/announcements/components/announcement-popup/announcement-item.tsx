import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import type { PopupItem } from '../../api/announcements';
import { ServerHtml } from '@/core/server-html';
import styles from './announcement-popup.module.css';

/** One announcement: its title, its server HTML made safe, and a claim button when it is a promotion's. */
export function AnnouncementItem({ item, onClaim }: { item: PopupItem; onClaim: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li className={styles.item}>
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.title}>
          {item.title}
        </h3>
        <ServerHtml className={styles.content} html={item.content} />
        {item.promotionType ? (
          // Several items may offer a claim: the title it belongs to is its description.
          <Button size="sm" className={styles.claim} aria-describedby={titleId} onClick={onClaim}>
            {t('announcement_claim')}
          </Button>
        ) : null}
      </article>
    </li>
  );
}
