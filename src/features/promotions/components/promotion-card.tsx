import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus, type useAccountAccess } from '@/core';
import { activityStatusKeys, type Activity, type Promotion } from '@/core/activities';
import { assetUrl } from '@/lib/cdn';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { tabKeys, tabOf } from '../model/promotion-types';
import { ActivityActionArea } from './activity-action-area';
import { useMoneyFormat } from '@/core/money-format';
import { ActivityStatus } from '@/components/activity-status/activity-status';
import styles from './promotions.module.css';

/** `yyyy-MM-dd HH:mm:ss` as its day: the hour adds nothing to an offer's period. */
const day = (when: string | null | undefined) => (when ?? '').slice(0, 10);

/**
 * One promotion: picture, type, title, period, the server's content (sanitized), and for a member its
 * status (with the reward, or the reason of a rejection) and its one action.
 */
export function PromotionCard({
  promotion,
  activity,
  access,
  statesPending,
  highlighted,
}: {
  promotion: Promotion;
  activity: Activity | undefined;
  access: ReturnType<typeof useAccountAccess>;
  statesPending: boolean;
  highlighted: boolean;
}) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const titleId = useId();
  const hosts = useSystemStatus().data?.info.imageCDNs;
  const src = assetUrl(hosts ?? [], promotion.announcementImages[0]?.url);
  const html = useMemo(() => sanitizeHtml(promotion.content, hosts ?? []), [promotion.content, hosts]);
  const status = activity?.status ?? null;
  const start = day(promotion.startDateStr);
  const end = day(promotion.endDateStr);

  return (
    <article
      id={promotion.id}
      className={styles.card}
      aria-labelledby={titleId}
      aria-current={highlighted ? 'true' : undefined}
      data-highlighted={highlighted || undefined}
      tabIndex={-1}
    >
      <div className={styles.media}>
        {src ? <img src={src} alt="" width={800} height={400} loading="lazy" decoding="async" /> : null}
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.type}>{t(tabKeys[tabOf(promotion.promotionType)])}</span>
          {start && end ? <span className={styles.period}>{t('promos_period', { start, end })}</span> : null}
        </div>
        <h2 id={titleId} className={styles.title}>
          {promotion.title}
        </h2>
        {status ? (
          <div className={styles.statusRow}>
            <ActivityStatus status={status}>
              {t('activity_status_label', { status: t(activityStatusKeys[status]) })}
            </ActivityStatus>
            {activity && activity.rewardAmount > 0 ? (
              <span className={styles.reward}>
                {t('activity_reward', { amount: money(activity.rewardAmount) })}
              </span>
            ) : null}
          </div>
        ) : null}
        {status === 'rejected' && activity?.remark ? (
          <p className={styles.reason}>{t('activity_rejected_reason', { reason: activity.remark })}</p>
        ) : null}
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
        <ActivityActionArea
          promotion={promotion}
          activity={activity}
          access={access}
          statesPending={statesPending}
        />
      </div>
    </article>
  );
}
