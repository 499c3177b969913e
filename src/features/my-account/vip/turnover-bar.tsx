import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/core/money-format';
import { percentReached } from './rank-progress';
import styles from './vip.module.css';

/** One turnover toward the next rank: a real progress bar named by its label, with its figures as text. */
export function TurnoverBar({ label, part }: { label: string; part: { actual: number; expected: number } }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const id = useId();
  const percent = percentReached(part);
  return (
    <div className={styles.turnover}>
      <div className={styles.turnoverHead}>
        <span id={`${id}-label`}>{label}</span>
        <span id={`${id}-figures`} className={styles.figures}>
          {t('account_vip_figures', {
            actual: money(part.actual),
            expected: money(part.expected),
            percent,
          })}
        </span>
      </div>
      <progress
        className={styles.bar}
        max={100}
        value={percent}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-figures`}
      />
    </div>
  );
}
