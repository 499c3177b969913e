import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner/spinner';
import { useAgentScope } from '@/core/agent-scope';
import { useConsolidated } from '@/core/api/consolidated';
import { kindNamesOf, useContractLists } from './api/contracts';
import { contractKinds } from './contract-pages';
import { ContractAnswer } from './contract-answer';
import { ContractCard } from './contract-card';
import styles from './contracts.module.css';

/**
 * The contract popup: every offer and termination request waiting for the member's answer, of every kind
 * the agent policy enables or the consolidated data says has one waiting. Opens at login when one waits,
 * and live when one arrives.
 */
export function ContractPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { agent } = useAgentScope();
  const { kinds, offers } = useConsolidated();
  const { names, lists } = useContractLists(kindNamesOf(kinds, offers));
  const [said, setSaid] = useState('');
  const loading = lists.some((l) => l.isPending) && agent;
  const waiting = names.flatMap((kind, i) =>
    (lists[i]?.data?.received ?? [])
      .filter((c) => c.status === 'PENDING')
      .map((contract) => ({ kind, contract })),
  );
  return (
    <Modal title={t('contract_popup_title')} onClose={onClose} size="md">
      <div className={styles.page}>
        <p className={styles.done} role="status">
          {said}
        </p>
        {loading ? <Spinner size="lg" label={t('common_loading')} /> : null}
        {!loading && waiting.length === 0 ? <p className={styles.empty}>{t('contract_popup_none')}</p> : null}
        {waiting.map(({ kind, contract }) => (
          <section key={contract.contractId} className={styles.section}>
            <h3 className={styles.sectionTitle}>
              {t(
                contract.requestKind === 'TERMINATION' ? 'contract_termination_kind' : 'contract_offer_kind',
                {
                  kind: t(contractKinds[kind].titleKey),
                  account: contract.fromAccount || t('contract_from_site'),
                },
              )}
            </h3>
            <ContractCard contract={contract} side="received">
              <ContractAnswer kind={kind} contract={contract} onDone={setSaid} />
            </ContractCard>
          </section>
        ))}
      </div>
    </Modal>
  );
}
