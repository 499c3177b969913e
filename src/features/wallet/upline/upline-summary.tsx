import { useTranslation } from 'react-i18next';
import type { UplineInfo } from './upline-info';
import styles from './upline.module.css';

/** The upline the money goes to, and what may be sent now. Names are server text, shown as text. */
export function UplineSummary({ info, money }: { info: UplineInfo; money: (amount: number) => string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.summary} aria-labelledby="upline-summary">
      <div className={styles.who}>
        <span className={styles.avatar} aria-hidden="true">
          {(info.uplineName || info.uplineAccount).charAt(0).toUpperCase()}
        </span>
        <div className={styles.whoText}>
          <h4 id="upline-summary" className={styles.eyebrow}>
            {t('upline_summary')}
          </h4>
          <p className={styles.name}>{info.uplineName || info.uplineAccount}</p>
          <p className={styles.account}>{info.uplineAccount}</p>
        </div>
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('upline_transferable')}</dt>
          <dd className={styles.available}>{money(info.transferableAmount)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('upline_limits')}</dt>
          <dd>{t('upline_limits_value', { min: money(info.minAmount), max: money(info.maxAmount) })}</dd>
        </div>
      </dl>
    </section>
  );
}
