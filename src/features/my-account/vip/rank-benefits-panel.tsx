import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner/spinner';
import { ServerHtml } from '@/core/server-html';
import { useRankBenefits } from './rank-benefits';
import styles from './vip.module.css';

/** The rank's benefits (server text, shown as text) and its rules (back-office HTML, sanitized). */
export function RankBenefitsPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const { benefits, rule } = useRankBenefits(true);
  return (
    <div id={id} className={styles.more}>
      <h5 className={styles.moreTitle}>{t('account_vip_benefits')}</h5>
      {benefits.isPending ? (
        <Spinner size="sm" label={t('common_loading')} />
      ) : benefits.isError ? (
        <p role="alert">{t('account_vip_benefits_failed')}</p>
      ) : benefits.data.length === 0 ? (
        <p className={styles.note}>{t('account_vip_no_benefits')}</p>
      ) : (
        <dl className={styles.benefits}>
          {benefits.data.map((benefit, index) => (
            <div key={`${benefit.benefitName}-${index}`} className={styles.benefit}>
              <dt>{benefit.benefitName}</dt>
              <dd>{benefit.benefitValue}</dd>
            </div>
          ))}
        </dl>
      )}
      <h5 className={styles.moreTitle}>{t('account_vip_rules')}</h5>
      {rule.isPending ? (
        <Spinner size="sm" label={t('common_loading')} />
      ) : rule.isError ? (
        <p role="alert">{t('account_vip_rules_failed')}</p>
      ) : rule.data ? (
        <ServerHtml className={styles.rules} html={rule.data} />
      ) : (
        <p className={styles.note}>{t('account_vip_no_rules')}</p>
      )}
    </div>
  );
}
