import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApplicationDialog } from '@/components/activity-application/application-dialog';
import { ActionOutcome } from '@/components/action-outcome/action-outcome';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { ModeTabs } from '@/components/tabs/mode-tabs';
import {
  activityActionKeys,
  activityGroupOf,
  activityGroups,
  activityStatusKeys,
  useActivities,
  useActivityAction,
  type Activity,
  type ActivityGroup,
} from '@/core/activities';
import { paths } from '@/config/paths';
import type { TranslationKey } from '@/i18n';
import { usePopupStore } from '@/lib/popup-store';
import { useMoneyFormat } from '@/core/money-format';
import { ActivityStatus } from '@/components/activity-status/activity-status';
import styles from './my-activities.module.css';

type Filter = 'all' | ActivityGroup;
const filterKeys: Record<Filter, TranslationKey> = {
  all: 'my_activities_all',
  joined: 'my_activities_joined',
  claimable: 'my_activities_claimable',
  reviewing: 'my_activities_reviewing',
  finished: 'my_activities_finished',
};
const filters: readonly Filter[] = ['all', ...activityGroups];

/**
 * The member's own activities (joined, to claim or apply for, under review, finished), each with its one
 * action, for the reward centre. Promotions not joined, over or still to come are on the promotions page.
 */
export function MyActivities() {
  const { t } = useTranslation();
  const headingId = useId();
  const panelId = useId();
  const tabIdBase = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const activities = useActivities();
  const own = (activities.data ?? []).filter((a) => activityGroupOf(a.status) !== null);
  const shown = own.filter((a) => filter === 'all' || activityGroupOf(a.status) === filter);

  let body;
  if (activities.isPending) body = <Spinner label={t('common_loading')} />;
  else if (activities.isError) {
    body = (
      <StatePanel
        tone="error"
        title={t('activity_load_failed')}
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void activities.refetch()}
            busy={activities.isFetching}
          >
            {t('common_retry')}
          </Button>
        }
      />
    );
  } else if (shown.length === 0) {
    body = (
      <StatePanel
        title={t('my_activities_empty')}
        action={
          <Link
            className={styles.browse}
            to={paths.promotions}
            onClick={() => usePopupStore.getState().closeByName('memberCentre')}
          >
            {t('my_activities_browse')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul className={styles.list}>
        {shown.map((activity) => (
          <li key={activity.promotion.id}>
            <ActivityRow activity={activity} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('my_activities_title')}
      </h3>
      <ModeTabs
        label={t('my_activities_filter')}
        tabs={filters.map((mode) => ({ mode, label: t(filterKeys[mode]) }))}
        value={filter}
        onChange={setFilter}
        panelId={panelId}
        tabId={(mode) => `${tabIdBase}-${mode}`}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`${tabIdBase}-${filter}`}>
        {body}
      </div>
    </section>
  );
}

function ActivityRow({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const titleId = useId();
  const { action, busy, run, note, applying, applicationFailure, send, closeApplication } =
    useActivityAction(activity);
  const { status, promotion } = activity;
  return (
    <article className={styles.row} aria-labelledby={titleId}>
      <div className={styles.main}>
        <h4 id={titleId} className={styles.title}>
          {promotion.title}
        </h4>
        <p className={styles.details}>
          {status ? (
            <ActivityStatus status={status}>
              {t('activity_status_label', { status: t(activityStatusKeys[status]) })}
            </ActivityStatus>
          ) : null}
          {activity.rewardAmount > 0 ? (
            <span>{t('activity_reward', { amount: money(activity.rewardAmount) })}</span>
          ) : null}
          {activity.updateTime ? <span>{t('activity_updated', { time: activity.updateTime })}</span> : null}
        </p>
        {status === 'rejected' && activity.remark ? (
          <p className={styles.reason}>{t('activity_rejected_reason', { reason: activity.remark })}</p>
        ) : null}
        <ActionOutcome
          outcome={note && { ok: note.tone === 'done', text: note.text }}
          classNames={{ ok: styles.done, failed: styles.failed }}
        />
      </div>
      {action ? (
        <Button
          size="sm"
          onClick={run}
          busy={busy}
          aria-label={t(activityActionKeys[action].named, { title: promotion.title })}
        >
          {t(activityActionKeys[action].label)}
        </Button>
      ) : null}
      {applying ? (
        <ApplicationDialog
          title={promotion.title}
          busy={busy}
          failure={applicationFailure}
          onSend={send}
          onClose={closeApplication}
        />
      ) : null}
    </article>
  );
}
