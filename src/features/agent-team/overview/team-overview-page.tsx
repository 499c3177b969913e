import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { ModeTabs } from '@/components/tabs/mode-tabs';
import { failureText } from '@/core/failure-text';
import type { TranslationKey } from '@/i18n';
import { teamPeriods, useTeamOverview, type TeamPeriod } from './team-overview';
import { FigureCards } from './figure-cards';
import { TeamTrend } from './team-trend';
import styles from './overview.module.css';

const periodLabels: Record<TeamPeriod, TranslationKey> = {
  TODAY: 'agent_period_today',
  YESTERDAY: 'agent_period_yesterday',
  WEEK: 'agent_period_week',
  MONTH: 'agent_period_month',
};

/** Team overview (agentTeamOverview): the team's figures for today, yesterday, this week or this month. */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<TeamPeriod>('TODAY');
  const panelId = useId();
  const tabId = (p: TeamPeriod) => `${panelId}-${p}`;
  const overview = useTeamOverview(period);

  return (
    <div className={styles.stack}>
      <ModeTabs
        label={t('agent_period')}
        tabs={teamPeriods.map((p) => ({ mode: p, label: t(periodLabels[p]) }))}
        value={period}
        onChange={setPeriod}
        panelId={panelId}
        tabId={tabId}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(period)} className={styles.stack}>
        {overview.isPending ? (
          <Spinner size="lg" label={t('common_loading')} />
        ) : overview.isError ? (
          <StatePanel
            tone="error"
            title={t('agent_overview_failed')}
            message={failureText(t, overview.error)}
            action={
              <Button size="sm" variant="secondary" onClick={() => void overview.refetch()}>
                {t('common_retry')}
              </Button>
            }
          />
        ) : (
          <>
            <p className={styles.range}>
              {t('agent_period_range', { from: overview.data.startDate, to: overview.data.endDate })}
            </p>
            <FigureCards overview={overview.data} />
            <TeamTrend days={overview.data.trend} />
          </>
        )}
      </div>
    </div>
  );
}
