import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { StatePanel } from '@/components/state-panel/state-panel';
import { SwipedRow } from '@/components/swiped-row/swiped-row';
import { paths } from '@/config/paths';
import { useSystemStatus } from '@/core';
import { assetUrl } from '@/lib/cdn';
import { useAnnouncements, type Promotion } from '../../api/announcements';
import styles from './promotions-carousel.module.css';

/**
 * Product rules: home page: arrows only with more than 3 promotions; 30 px between slides. How many show
 * side by side (1.2, 2.2 from 640 px, 3 from 1024 px) is the cards' width, set in the stylesheet.
 */
const ARROWS_ABOVE = 3;
const SPACING = 30;

function PromotionCard({ promotion, src }: { promotion: Promotion; src: string | undefined }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {src ? (
          <img src={src} alt="" width={800} height={400} loading="lazy" decoding="async" draggable={false} />
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {promotion.title}
        </h3>
        <Link
          className={styles.more}
          to={`${paths.promotions}#${encodeURIComponent(promotion.id)}`}
          aria-label={t('promotions_more_about', { title: promotion.title })}
        >
          {t('promotions_more')}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
    </article>
  );
}

/**
 * Home section 4: the promotions titled hd_event, each with its first image, its title and a More link to
 * its place on the promotions page. About three side by side on a desktop, 1.2 on a phone.
 */
export function PromotionsCarousel() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isPending, isError, refetch, isFetching } = useAnnouncements();
  const hosts = useSystemStatus().data?.info.imageCDNs;
  const promotions = useMemo(
    () =>
      (data?.promotion ?? []).map((promotion) => ({
        promotion,
        src: assetUrl(hosts ?? [], promotion.announcementImages[0]?.url),
      })),
    [data, hosts],
  );

  let body;
  if (isPending) {
    body = (
      <div className={styles.placeholders} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    );
  } else if (isError) {
    body = (
      <StatePanel
        tone="error"
        title={t('promotions_error')}
        action={
          <Button variant="secondary" onClick={() => void refetch()} busy={isFetching}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  } else if (promotions.length === 0) {
    body = <StatePanel title={t('promotions_empty')} />;
  } else {
    body = (
      <SwipedRow
        className={styles.row}
        kind="list"
        items={promotions}
        itemKey={(p) => p.promotion.id}
        renderItem={({ promotion, src }) => <PromotionCard promotion={promotion} src={src} />}
        labelledBy={headingId}
        previousLabel={t('carousel_prev')}
        nextLabel={t('carousel_next')}
        spaceBetween={SPACING}
        arrows={promotions.length > ARROWS_ABOVE ? 'over' : 'none'}
      />
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {t('hd_event')}
        </h2>
        <Link className={styles.all} to={paths.promotions}>
          {t('promotions_all')}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
      {body}
    </section>
  );
}
