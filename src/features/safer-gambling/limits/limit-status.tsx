import { useTranslation } from 'react-i18next';
import type { LimitLine } from '@/core/api/safer-gambling';
import styles from '../safer-gambling.module.css';

interface LimitStatusProps {
  line: LimitLine;
  /** How the line's figures read: money for deposits and losses, a duration for time. */
  figure: (value: number) => string;
  time: (serverTime: string) => string;
}

/** Where a limit stands: how much of it the period has used, when it resets, and any change waiting. */
export function LimitStatus({ line, figure, time }: LimitStatusProps) {
  const { t } = useTranslation();
  const share = line.limit ? Math.min(1, line.used / line.limit) : 0;
  return (
    <div className={styles.status}>
      <p className={styles.used}>
        {line.limit === null
          ? t('safer_limit_used_none', { used: figure(line.used) })
          : t('safer_limit_used', { used: figure(line.used), limit: figure(line.limit) })}
      </p>
      {line.limit !== null ? (
        <div className={styles.bar} data-full={share >= 1 || undefined} aria-hidden="true">
          <span style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
      ) : null}
      <p className={styles.resets}>{t('safer_limit_resets', { time: time(line.resetTime) })}</p>
      {line.pending ? (
        <p className={styles.pending}>
          {line.pending.limit === null
            ? t('safer_limit_pending_removal', { time: time(line.pending.effectiveTime) })
            : t('safer_limit_pending', {
                limit: figure(line.pending.limit),
                time: time(line.pending.effectiveTime),
              })}
        </p>
      ) : null}
    </div>
  );
}
