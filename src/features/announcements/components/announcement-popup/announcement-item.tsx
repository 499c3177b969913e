import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { useSystemStatus } from '@/core';
import { sanitizeHtml } from '@/lib/sanitize-html';
import type { PopupItem } from '../../api/announcements';
import styles from './announcement-popup.module.css';

/** One announcement: its title, its server HTML made safe, and a claim button when it is a promotion's. */
export function AnnouncementItem({ item, onClaim }: { item: PopupItem; onClaim: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const hosts = useSystemStatus().data?.info.imageCDNs;
  const html = useMemo(() => sanitizeHtml(item.content, hosts ?? []), [item.content, hosts]);
  const content = useRef<HTMLDivElement>(null);
  // A picture the server gave no text for is taken as decoration, not read out as a file name.
  useEffect(() => {
    for (const img of content.current?.querySelectorAll('img:not([alt])') ?? []) img.setAttribute('alt', '');
  }, [html]);
  return (
    <li className={styles.item}>
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.title}>
          {item.title}
        </h3>
        {/* Sanitized just above: no scripts, handlers or unsafe links survive. */}
        <div ref={content} className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
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
