import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamTrendDay } from './team-overview';
import type { TranslationKey } from '@/i18n';
import { useMoneyFormat } from '@/core/money-format';
import { useCountText } from '@/core/use-count-text';
import styles from './overview.module.css';

type Metric = 'validBets' | 'deposits' | 'withdrawals' | 'profitLoss' | 'activeMembers' | 'newMembers';

const metrics: readonly { metric: Metric; labelKey: TranslationKey; money: boolean }[] = [
  { metric: 'validBets', labelKey: 'agent_valid_bets', money: true },
  { metric: 'deposits', labelKey: 'agent_deposits', money: true },
  { metric: 'withdrawals', labelKey: 'agent_withdrawals', money: true },
  { metric: 'profitLoss', labelKey: 'agent_profit_loss', money: true },
  { metric: 'activeMembers', labelKey: 'agent_active_members', money: false },
  { metric: 'newMembers', labelKey: 'agent_new_members', money: false },
];

/**
 * The period day by day, one figure at a time, as a list of bars: each line says its day and value in
 * words, so the trend needs no picture to be read. A loss hangs in red.
 */
export function TeamTrend({ days }: { days: readonly TeamTrendDay[] }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const count = useCountText();
  const headingId = useId();
  const selectId = useId();
  const [metric, setMetric] = useState<Metric>('validBets');
  const chosen = metrics.find((m) => m.metric === metric) ?? metrics[0]!;
  const format = chosen.money ? money : count;
  const largest = Math.max(...days.map((day) => Math.abs(day[metric])), 0);

  return (
    <section className={styles.trend} aria-labelledby={headingId}>
      <div className={styles.trendHead}>
        <h4 id={headingId} className={styles.trendTitle}>
          {t('agent_trend')}
        </h4>
        <label htmlFor={selectId} className={styles.range}>
          {t('agent_trend_metric')}{' '}
          <select
            id={selectId}
            className={styles.select}
            value={metric}
            onChange={(event) => setMetric(event.target.value as Metric)}
          >
            {metrics.map((m) => (
              <option key={m.metric} value={m.metric}>
                {t(m.labelKey)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {largest === 0 ? (
        <p className={styles.range}>{t('agent_trend_empty')}</p>
      ) : (
        <ul className={styles.bars} aria-label={t(chosen.labelKey)}>
          {days.map((day) => {
            const value = day[metric];
            const width = `${Math.round((Math.abs(value) / largest) * 100)}%`;
            return (
              <li key={day.date} className={styles.bar}>
                <span className={styles.barDay}>{day.date}</span>
                <span className={styles.barTrack} aria-hidden="true">
                  <span
                    className={`${styles.barFill} ${value < 0 ? styles.barFillDown : ''}`}
                    style={{ width }}
                  />
                </span>
                <span className={`${styles.barValue} ${value < 0 ? styles.down : ''}`}>{format(value)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
