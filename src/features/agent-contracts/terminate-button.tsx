import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from './api/contract-answer';
import { Button } from '@/components/button/button';
import { useContractAction } from './api/contracts';
import type { ContractKindName } from './contract-pages';
import { useContractFailure } from './contract-failure';
import styles from './contracts.module.css';

/** Asks the downline to end a contract the agent gave it: it ends when the downline accepts. */
export function TerminateButton({
  kind,
  contract,
  onDone,
}: {
  kind: ContractKindName;
  contract: Contract;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const action = useContractAction(kind);
  const failure = useContractFailure();
  const [failed, setFailed] = useState('');
  const terminate = async () => {
    setFailed('');
    try {
      const result = await action.run({ action: 'terminate', contractId: String(contract.contractId) });
      if (result) onDone(t('contract_terminate_sent', { account: contract.toAccount }));
    } catch (error) {
      setFailed(await failure(error));
    }
  };
  return (
    <div className={styles.actions}>
      <Button size="sm" variant="secondary" busy={action.busy} onClick={() => void terminate()}>
        {t('contract_terminate')}
      </Button>
      {failed ? (
        <p className={styles.failed} role="alert">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
