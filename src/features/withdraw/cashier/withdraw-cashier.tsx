import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useBankAccounts } from '../bank-accounts/bank-accounts';
import { useWithdrawInfo } from './withdraw-info';
import { BankAccountChoice } from '../bank-accounts/bank-account-choice';
import { WithdrawForm } from './withdraw-form';
import { WithdrawSummary } from './withdraw-summary';
import styles from '../withdraw.module.css';

/** What may be withdrawn, the receiving account and the request itself: they need both answers. */
export function WithdrawCashier() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const accounts = useBankAccounts();
  const [chosenId, setChosenId] = useState<string | null>(null);

  if (!info.data || !accounts.data) {
    if (info.isError || accounts.isError) {
      return (
        <StatePanel
          tone="error"
          title={t('withdraw_load_failed')}
          action={
            <Button
              size="sm"
              variant="secondary"
              busy={info.isFetching || accounts.isFetching}
              onClick={() => {
                if (info.isError) void info.refetch();
                if (accounts.isError) void accounts.refetch();
              }}
            >
              {t('common_retry')}
            </Button>
          }
        />
      );
    }
    return <Spinner size="lg" label={t('common_loading')} />;
  }

  const list = accounts.data.list;
  // The first account until the member picks one; a pick that disappeared falls back the same way.
  const selected = list.find((a) => a.bankAccountId === chosenId) ?? list[0];

  return (
    <>
      <WithdrawSummary info={info.data} />
      <div className={styles.cashier}>
        <BankAccountChoice
          accounts={accounts.data}
          selectedId={selected?.bankAccountId ?? null}
          onSelect={setChosenId}
        />
        <WithdrawForm info={info.data} account={selected} />
      </div>
    </>
  );
}
