import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/core/money-format';
import { turnoverBlocks, type TurnoverInfo } from './turnover';
import styles from '../withdraw.module.css';

/**
 * The turnover between the member and their money: required against achieved per game type. Nothing shows
 * when nothing is owed; with status N the form is gone and this says why.
 */
export function TurnoverGate({ turnover }: { turnover: TurnoverInfo }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const headingId = useId();
  const blocked = turnoverBlocks(turnover);
  const owed = turnover.details.some((row) => row.actualTurnover < row.requiredTurnover);
  if (!blocked && !owed && turnover.totalActualTurnover >= turnover.totalRequiredTurnover) return null;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.cardTitle}>
        {t('withdraw_turnover_title')}
      </h4>
      <p className={blocked ? `${styles.note} ${styles.warning}` : styles.muted}>
        {blocked ? t('withdraw_turnover_blocked') : t('withdraw_turnover_hint')}
      </p>
      <table className={styles.turnover}>
        <thead>
          <tr>
            <th scope="col">{t('withdraw_turnover_game')}</th>
            <th scope="col">{t('withdraw_turnover_required')}</th>
            <th scope="col">{t('withdraw_turnover_achieved')}</th>
          </tr>
        </thead>
        <tbody>
          {turnover.details.map((row) => (
            <tr key={row.gameType}>
              <th scope="row">{row.gameType}</th>
              <td>{money(row.requiredTurnover)}</td>
              <td>{money(row.actualTurnover)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('withdraw_turnover_total')}</th>
            <td>{money(turnover.totalRequiredTurnover)}</td>
            <td>{money(turnover.totalActualTurnover)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
