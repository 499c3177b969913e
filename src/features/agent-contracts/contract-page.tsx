import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { failureText } from '@/core/failure-text';
import { useContractList } from './api/contracts';
import type { ContractKindName } from './contract-pages';
import { ContractAnswer } from './contract-answer';
import { ContractCard } from './contract-card';
import { OfferForm } from './offer-form';
import { RealtimeSalaryRecords } from './realtime-salary-records';
import { TerminateButton } from './terminate-button';
import styles from './contracts.module.css';

/**
 * One contract kind's page: the agent's own contract with its upline (answered here too when it waits),
 * the contracts it gave its downline (each can be asked to end), and a new offer to a direct downline.
 */
function ContractPage({ kind }: { kind: ContractKindName }) {
  const { t } = useTranslation();
  const list = useContractList(kind);
  const [said, setSaid] = useState('');

  if (list.isPending) return <Spinner size="lg" label={t('common_loading')} />;
  if (list.isError) {
    return (
      <StatePanel
        tone="error"
        title={t('contract_list_failed')}
        message={failureText(t, list.error)}
        action={
          <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  }
  const { received, given, downlines } = list.data;
  return (
    <div className={styles.page}>
      <p className={styles.done} role="status">
        {said}
      </p>
      <section className={styles.section} aria-labelledby={`${kind}-mine`}>
        <h4 id={`${kind}-mine`} className={styles.sectionTitle}>
          {t('contract_mine')}
        </h4>
        {received.length === 0 ? <p className={styles.empty}>{t('contract_mine_none')}</p> : null}
        {received.map((c) => (
          <ContractCard key={c.contractId} contract={c} side="received">
            {c.status === 'PENDING' ? <ContractAnswer kind={kind} contract={c} onDone={setSaid} /> : null}
          </ContractCard>
        ))}
      </section>
      <section className={styles.section} aria-labelledby={`${kind}-given`}>
        <h4 id={`${kind}-given`} className={styles.sectionTitle}>
          {t('contract_given')}
        </h4>
        {given.length === 0 ? <p className={styles.empty}>{t('contract_given_none')}</p> : null}
        {given.map((c) => (
          <ContractCard key={c.contractId} contract={c} side="given">
            {c.status === 'ACTIVE' ? <TerminateButton kind={kind} contract={c} onDone={setSaid} /> : null}
          </ContractCard>
        ))}
      </section>
      <OfferForm kind={kind} downlines={downlines} onDone={setSaid} />
      {kind === 'REALTIME_SALARY' ? <RealtimeSalaryRecords /> : null}
    </div>
  );
}

export const DividendPage = () => <ContractPage kind="DIVIDEND" />;
export const DailySalaryPage = () => <ContractPage kind="DAILY_SALARY" />;
export const HourlySalaryPage = () => <ContractPage kind="HOURLY_SALARY" />;
export const RealTimeSalaryPage = () => <ContractPage kind="REALTIME_SALARY" />;
