import { useTranslation } from 'react-i18next';
import { ApplicationDialog } from '@/components/activity-application/application-dialog';
import { ActionOutcome } from '@/components/action-outcome/action-outcome';
import { Button } from '@/components/button/button';
import { requireRealAccount, type useAccountAccess } from '@/core';
import { activityActionKeys, useActivityAction, type Activity, type Promotion } from '@/core/activities';
import { openPopup } from '@/lib/popup-store';
import styles from './promotions.module.css';

/**
 * Under a promotion: for a guest, the login; for a trial account, a Join that explains a real account is
 * needed; for a member, the one action the status allows.
 */
export function ActivityActionArea({
  promotion,
  activity,
  access,
  statesPending,
}: {
  promotion: Promotion;
  activity: Activity | undefined;
  access: ReturnType<typeof useAccountAccess>;
  statesPending: boolean;
}) {
  const { t } = useTranslation();
  const title = promotion.title;
  if (access === 'guest') {
    return (
      <div className={styles.actionRow}>
        <Button onClick={() => openPopup('login')} aria-label={t('activity_login_to_join_about', { title })}>
          {t('activity_login_to_join')}
        </Button>
      </div>
    );
  }
  if (access === 'trial') {
    return (
      <div className={styles.actionRow}>
        <Button onClick={() => requireRealAccount()} aria-label={t('activity_join_about', { title })}>
          {t('activity_join')}
        </Button>
      </div>
    );
  }
  if (!activity || statesPending) return null;
  return <MemberAction activity={activity} />;
}

function MemberAction({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const { action, busy, run, note, applying, applicationFailure, send, closeApplication } =
    useActivityAction(activity);
  const title = activity.promotion.title;
  if (!action && !note) return null;
  return (
    <div className={styles.actionRow}>
      {action ? (
        <Button onClick={run} busy={busy} aria-label={t(activityActionKeys[action].named, { title })}>
          {t(activityActionKeys[action].label)}
        </Button>
      ) : null}
      <ActionOutcome
        outcome={note && { ok: note.tone === 'done', text: note.text }}
        classNames={{ ok: styles.done, failed: styles.failed }}
      />
      {applying ? (
        <ApplicationDialog
          title={title}
          busy={busy}
          failure={applicationFailure}
          onSend={send}
          onClose={closeApplication}
        />
      ) : null}
    </div>
  );
}
