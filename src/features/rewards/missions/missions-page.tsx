import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useMissionSummary } from './mission-summary';
import centre from '@/components/centre-layout/centre-card.module.css';
import { Leaderboard } from './leaderboard';
import { MissionMilestones, MissionRules } from './mission-extras';
import { MissionList } from './mission-list';
import styles from './missions.module.css';

/**
 * Missions: this period's missions with the member's progress and the claim of those completed, the
 * milestones, the leaderboard with the member's own rank and the rules. Each part loads, fails and retries
 * on its own. Server text (titles, accounts, rules) only as text.
 */
export function MissionsPage() {
  const { t } = useTranslation();
  const summary = useMissionSummary();

  let body;
  if (summary.isPending) body = <Spinner label={t('common_loading')} />;
  else if (summary.isError) {
    body = (
      <StatePanel
        tone="error"
        title={t('missions_failed')}
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void summary.refetch()}
            busy={summary.isFetching}
          >
            {t('common_retry')}
          </Button>
        }
      />
    );
  } else if (summary.data.missions.length === 0) {
    body = <StatePanel title={t('missions_empty')} message={t('missions_empty_hint')} />;
  } else {
    body = <MissionList missions={summary.data.missions} endTime={summary.data.endTime} />;
  }

  return (
    <div className={centre.stack}>
      <section className={centre.card} aria-labelledby="missions-summary">
        <h4 id="missions-summary" className={`${centre.cardTitle} ${styles.cardTitle}`}>
          {t('missions_summary')}
        </h4>
        {body}
      </section>
      <MissionMilestones />
      <Leaderboard />
      <MissionRules />
    </div>
  );
}
