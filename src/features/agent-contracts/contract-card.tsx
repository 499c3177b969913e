import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractTier } from './api/contract-answer';
import type { TranslationKey } from '@/i18n';
import { moneyFields, type OfferField } from './contract-pages';
import { useMoneyFormat } from '@/core/money-format';
import styles from './contracts.module.css';

const tierFields = ['periodValidBet', 'periodProfitLoss', 'activeMembers', 'dailyBet', 'hourlyBet'] as const;

function statusKey(contract: Contract): TranslationKey {
  if (contract.status === 'PENDING' && contract.requestKind === 'TERMINATION') {
    return 'contract_termination_pending';
  }
  return `contract_status_${contract.status}` as TranslationKey;
}

/** One contract: who gives it to whom, its state, period, tiers and real-time rates, and what can be done. */
export function ContractCard({
  contract,
  side,
  children,
}: {
  contract: Contract;
  /** 'received': the upline's contract, named by who gives it; 'given': named by who receives it. */
  side: 'received' | 'given';
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const value = (name: OfferField, v: number) => (moneyFields.has(name) ? money(v) : String(v));
  const title =
    side === 'given'
      ? t('contract_to', { account: contract.toAccount })
      : contract.fromAccount
        ? t('contract_from', { account: contract.fromAccount })
        : t('contract_from_site');
  const tierLine = (tier: ContractTier) =>
    tierFields.flatMap((name) => {
      const v = tier[name];
      return v === undefined || v === null ? [] : [{ name, v }];
    });

  return (
    <article className={styles.card} aria-label={title}>
      <div className={styles.cardHead}>
        <h4 className={styles.cardTitle}>{title}</h4>
        <span className={styles.status} data-status={contract.status}>
          {t(statusKey(contract))}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('contract_period')}</dt>
          <dd>{t(`contract_period_${contract.period}` as TranslationKey)}</dd>
        </div>
        {contract.realtime
          ? (['profitRate', 'lossRate', 'singleBetRate', 'minBet', 'minActiveMembers'] as const).map(
              (name) => (
                <div key={name}>
                  <dt>{t(`contract_field_${name}`)}</dt>
                  <dd>{value(name, contract.realtime![name])}</dd>
                </div>
              ),
            )
          : null}
      </dl>
      {contract.realtime ? null : (
        <ol className={styles.tiers} aria-label={t('contract_tiers')}>
          {contract.tiers.map((tier, i) => (
            <li key={i} className={styles.tier}>
              <span className={styles.tierName}>{t('contract_tier', { n: i + 1 })}</span>
              {tierLine(tier).map(({ name, v }) => (
                <span key={name}>
                  {t(`contract_field_${name}`)}: <strong>{value(name, v)}</strong>
                </span>
              ))}
              <span>
                {t('contract_field_rate')}: <strong className={styles.rate}>{tier.rate}%</strong>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className={styles.since}>{t('contract_since', { date: contract.createdDate })}</p>
      {children}
    </article>
  );
}
