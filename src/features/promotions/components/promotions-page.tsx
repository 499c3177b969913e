import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { CategoryIcon } from '@/components/icon/category-icon';
import { scrollIntoViewWhenUncovered } from '@/components/modal/page-cover';
import { PageHeader } from '@/components/page-header/page-header';
import { StatePanel } from '@/components/state-panel/state-panel';
import { ModeTabs } from '@/components/tabs/mode-tabs';
import { useAccountAccess } from '@/core';
import { useActivities, usePromotions, type Activity } from '@/core/activities';
import { pageNames } from '@/i18n/page-names';
import { tabKeys, tabOf, tabsFor, type PromotionTab } from '../model/promotion-types';
import { PromotionCard } from './promotion-card';
import styles from './promotions.module.css';

/** The promotion the address names (/promotions#{id}, the home carousel's More link), if any. */
function useTargetId(): string | null {
  const { hash } = useLocation();
  if (hash.length <= 1) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * The promotions page (/promotions): every promotion of the announcement bundle, by activity type, with
 * its picture and content. A member sees each activity's status and the one action it allows; a guest is
 * asked to log in. /promotions#{id} opens on All with that promotion scrolled to, focused and highlighted.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const access = useAccountAccess();
  const promotions = usePromotions();
  const activities = useActivities();
  const target = useTargetId();
  const panelId = useId();
  const tabIdBase = useId();
  // A new target shows All again, so the promotion it names is on screen whatever tab was open.
  const [chosen, setChosen] = useState<{ tab: PromotionTab; target: string | null }>({ tab: 'all', target });
  const tab = chosen.target === target ? chosen.tab : 'all';

  const list = promotions.data;
  const tabs = useMemo(() => tabsFor((list ?? []).map((p) => p.promotionType)), [list]);
  const activityById = useMemo(
    () => new Map<string, Activity>((activities.data ?? []).map((a) => [a.promotion.id, a])),
    [activities.data],
  );
  const shown = (list ?? []).filter((p) => tab === 'all' || tabOf(p.promotionType) === tab);
  const targetFound = target !== null && (list ?? []).some((p) => p.id === target);

  useEffect(() => {
    if (!target || !targetFound) return;
    const frame = requestAnimationFrame(() => {
      const card = document.getElementById(target);
      if (!card) return;
      // Under the announcement popup of a first visit, the promotion comes into view once it closes.
      scrollIntoViewWhenUncovered(card);
      card.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [target, targetFound]);

  let body;
  if (promotions.isPending) {
    body = (
      <div className={styles.placeholders} aria-hidden="true">
        <span />
        <span />
      </div>
    );
  } else if (promotions.isError && !list) {
    body = (
      <StatePanel
        tone="error"
        title={t('promos_error')}
        action={
          <Button variant="secondary" onClick={() => void promotions.refetch()} busy={promotions.isFetching}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  } else if (!list || list.length === 0) {
    body = (
      <StatePanel size="page" icon={<CategoryIcon code="PROMO" size={28} />} title={t('promos_empty')} />
    );
  } else {
    body = (
      <>
        <div className={styles.typeTabs}>
          <ModeTabs
            label={t('promos_tabs')}
            tabs={tabs.map((mode) => ({ mode, label: t(tabKeys[mode]) }))}
            value={tabs.includes(tab) ? tab : 'all'}
            onChange={(mode) => setChosen({ tab: mode, target })}
            panelId={panelId}
            tabId={(mode) => `${tabIdBase}-${mode}`}
          />
        </div>
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={`${tabIdBase}-${tabs.includes(tab) ? tab : 'all'}`}
        >
          <ul className={styles.list}>
            {shown.map((promotion) => (
              <li key={promotion.id}>
                <PromotionCard
                  promotion={promotion}
                  activity={activityById.get(promotion.id)}
                  access={access}
                  statesPending={activities.isPending}
                  highlighted={promotion.id === target}
                />
              </li>
            ))}
          </ul>
        </div>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        icon={<CategoryIcon code="PROMO" size={26} />}
        title={t(pageNames.promotions)}
        subtitle={t('promos_subtitle')}
      />
      {access === 'trial' ? <p className={styles.note}>{t('promos_trial_note')}</p> : null}
      {target !== null && list && !targetFound ? (
        <p className={styles.note} role="status">
          {t('promos_not_found')}
        </p>
      ) : null}
      {activities.isError ? (
        <div className={styles.failure} role="alert">
          <span>{t('activity_load_failed')}</span>
          <Button variant="secondary" size="sm" onClick={() => void activities.refetch()}>
            {t('common_retry')}
          </Button>
        </div>
      ) : null}
      {body}
    </div>
  );
}
