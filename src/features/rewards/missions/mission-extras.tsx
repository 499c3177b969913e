import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import centre from '@/components/centre-layout/centre-card.module.css';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useMoneyFormat } from '@/core/money-format';
import { languageEntry } from '@/i18n';
import { useMissionMilestones } from './mission-milestones';
import { useMissionRules } from './mission-rules';
import styles from './missions.module.css';

/** The period's milestones of mission points, each with its reward and whether the member reached it. */
export function MissionMilestones() {
  const { t, i18n } = useTranslation();
  const { money } = useMoneyFormat();
  const numbers = new Intl.NumberFormat(languageEntry(i18n.language)?.tag ?? 'en');
  const milestones = useMissionMilestones();

  let body;
  if (milestones.isPending) body = <Spinner label={t('common_loading')} />;
  else if (milestones.isError) {
    body = (
      <StatePanel
        tone="error"
        title={t('missions_milestones_failed')}
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void milestones.refetch()}
            busy={milestones.isFetching}
          >
            {t('common_retry')}
          </Button>
        }
      />
    );
  } else if (milestones.data.list.length === 0) {
    body = <StatePanel title={t('missions_milestones_empty')} />;
  } else {
    body = (
      <>
        <p>{t('missions_points_now', { points: numbers.format(milestones.data.points) })}</p>
        <ul className={styles.milestones}>
          {milestones.data.list.map((milestone) => (
            <li key={milestone.milestoneId} className={styles.milestone}>
              <span>{t('missions_milestone_points', { points: numbers.format(milestone.points) })}</span>
              <span>{money(milestone.reward)}</span>
              <span>{t(milestone.reached ? 'missions_milestone_reached' : 'missions_milestone_ahead')}</span>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className={centre.card} aria-labelledby="missions-milestones">
      <h4 id="missions-milestones" className={`${centre.cardTitle} ${styles.cardTitle}`}>
        {t('missions_milestones')}
      </h4>
      {body}
    </section>
  );
}

/** The missions' rules, a click away; server text shown as text. */
export function MissionRules() {
  const { t } = useTranslation();
  const rules = useMissionRules();
  return (
    <details className={centre.card}>
      <summary>{t('missions_rules')}</summary>
      {rules.isPending ? <Spinner label={t('common_loading')} /> : null}
      {rules.isError ? (
        <StatePanel
          tone="error"
          title={t('missions_rules_failed')}
          action={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void rules.refetch()}
              busy={rules.isFetching}
            >
              {t('common_retry')}
            </Button>
          }
        />
      ) : null}
      {rules.data ? <p className={styles.rules}>{rules.data.content}</p> : null}
    </details>
  );
}
