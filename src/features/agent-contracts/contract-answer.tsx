import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { FormAlert } from '@/components/money-form/money-fields';
import { useMoneyFormat } from '@/core/money-format';
import { useContractRequest, type ContractControlProps } from './contract-request';
import styles from './contracts.module.css';

/**
 * The receiver's answer to a contract waiting for it: before agreeing, what it would have paid on the last
 * period and, under the lower-rate rule, which of its own downline contracts it would end.
 */
export function ContractAnswer({ kind, contract, onDone }: ContractControlProps) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const request = useContractRequest(kind);
  const termination = contract.requestKind === 'TERMINATION';
  const ends = contract.endsContracts ?? [];
  const sim = contract.simulation;

  const answer = (accept: boolean) =>
    request.send(
      { action: accept ? 'accept' : 'reject', contractId: String(contract.contractId) },
      (result) => {
        let text = termination
          ? t(accept ? 'contract_termination_accepted' : 'contract_termination_rejected')
          : t(accept ? 'contract_accepted' : 'contract_rejected');
        if (result.endedContracts.length > 0) {
          text += ` ${t('contract_ended_downline', { accounts: ends.map((c) => c.toAccount).join(', ') })}`;
        }
        onDone(text);
      },
    );

  return (
    <div className={styles.answer}>
      {sim && !termination ? (
        <section className={styles.simulation} aria-label={t('contract_simulation')}>
          <h5>{t('contract_simulation')}</h5>
          <p>
            {t('contract_simulation_text', {
              from: sim.startDate,
              to: sim.endDate,
              bets: money(sim.validBets),
              profitLoss: money(sim.profitLoss),
              members: sim.activeMembers,
              rate: sim.rate,
              payout: money(sim.payout),
            })}
          </p>
        </section>
      ) : null}
      {ends.length > 0 && !termination ? (
        <p className={styles.warning}>
          {t('contract_lower_rate_warning', {
            rate: contract.rate,
            accounts: ends.map((c) => `${c.toAccount} (${c.rate}%)`).join(', '),
          })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button size="sm" busy={request.busy} onClick={() => void answer(true)}>
          {t('contract_accept')}
        </Button>
        <Button size="sm" variant="secondary" busy={request.busy} onClick={() => void answer(false)}>
          {t('contract_reject')}
        </Button>
      </div>
      <FormAlert text={request.failed} className={styles.failed} />
    </div>
  );
}
