import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { FormAlert } from '@/components/money-form/money-fields';
import { useContractRequest, type ContractControlProps } from './contract-request';
import styles from './contracts.module.css';

/** Asks the downline to end a contract the agent gave it: it ends when the downline accepts. */
export function TerminateButton({ kind, contract, onDone }: ContractControlProps) {
  const { t } = useTranslation();
  const request = useContractRequest(kind);
  const terminate = () =>
    request.send({ action: 'terminate', contractId: String(contract.contractId) }, () =>
      onDone(t('contract_terminate_sent', { account: contract.toAccount })),
    );
  return (
    <div className={styles.actions}>
      <Button size="sm" variant="secondary" busy={request.busy} onClick={() => void terminate()}>
        {t('contract_terminate')}
      </Button>
      <FormAlert text={request.failed} className={styles.failed} />
    </div>
  );
}
