import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useBalance } from '@/core/api/balance-query';
import { useMemberInfo } from '@/core/api/member-info-query';
import { useMerchantWallet } from '@/core/api/merchant-wallet';
import { ServerHtml } from '@/core/server-html';
import { useWithdrawAccounts } from '../withdraw-accounts';
import { inWithdrawWindow, useWithdrawSettings } from '../withdraw-settings';
import { BankAccountChoice } from '../bank-accounts/bank-account-choice';
import { bankAccountsOf } from '../bank-accounts/bank-accounts';
import { turnoverBlocks, useTurnover } from './turnover';
import { TurnoverGate } from './turnover-gate';
import { withdrawableOf } from './withdrawable';
import { WithdrawForm } from './withdraw-form';
import { WithdrawSummary } from './withdraw-summary';
import { useWithdrawMethods } from './withdraw-methods';
import styles from '../withdraw.module.css';
import { serverNow } from '@/api/server-clock';

/** Member types that may withdraw (spec 5 3.1: 0 a member, 1 and 2 agents; others "no_permissions"). */
const mayWithdraw = new Set([0, 1, 2]);

// The server's clock (its answers' Date), read in the browser's time of day as the member centre reads the
// window: a phone whose clock is off is not let in or kept out by it.
const minutesNow = () => {
  const now = new Date(serverNow());
  return now.getHours() * 60 + now.getMinutes();
};

/**
 * The withdraw cashier as the member centre builds it: the site's settings, the member's cards and today's
 * limits, the methods, the turnover still owed and the main wallet, all read before the form shows. Each
 * reason the form cannot show is said in words.
 */
export function WithdrawCashier() {
  const { t } = useTranslation();
  const settings = useWithdrawSettings();
  const accounts = useWithdrawAccounts();
  const methods = useWithdrawMethods();
  const turnover = useTurnover();
  const balance = useBalance();
  const member = useMemberInfo();
  // A failed read is taken as a wallet of several: the return is the single-wallet site's extra step.
  const wallet = useMerchantWallet();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const reads = [settings, accounts, methods, turnover, balance, member];

  if (
    !settings.data ||
    !accounts.data ||
    !methods.data ||
    !turnover.data ||
    !balance.data ||
    !member.data ||
    wallet.isPending
  ) {
    if (reads.some((read) => read.isError)) {
      return (
        <StatePanel
          tone="error"
          title={t('withdraw_load_failed')}
          action={
            <Button
              size="sm"
              variant="secondary"
              busy={reads.some((read) => read.isFetching)}
              onClick={() => reads.forEach((read) => read.isError && void read.refetch())}
            >
              {t('common_retry')}
            </Button>
          }
        />
      );
    }
    return <Spinner size="lg" label={t('common_loading')} />;
  }

  const site = settings.data;
  const closed = !mayWithdraw.has(member.data.type)
    ? t('withdraw_no_permissions')
    : !site.allowWithdraw || !site.allowWithdrawNow
      ? site.allowWithdrawMsg || t('withdraw_closed')
      : !inWithdrawWindow(site, minutesNow())
        ? site.withdrawTimeMsg ||
          t('withdraw_outside_window', { from: site.withdrawDateFrom, to: site.withdrawDateTo })
        : !methods.data.some((method) => method.methodGroupType === 'B')
          ? t('withdraw_no_method')
          : null;
  if (closed) return <StatePanel title={t('withdraw_unavailable_title')} message={closed} />;

  const limits = withdrawableOf(site, accounts.data, balance.data);
  const usable = accounts.data.bankCards.filter((card) => card.isWithdrawActive);
  const selected = usable.find((card) => card.bankCardId === chosenId) ?? usable[0];
  const others = methods.data.filter((method) => method.methodGroupType !== 'B');

  return (
    <>
      <WithdrawSummary limits={limits} />
      {site.cautionNote ? <ServerHtml html={site.cautionNote} className={styles.caution} /> : null}
      <TurnoverGate turnover={turnover.data} />
      {others.length > 0 ? (
        <p className={styles.note}>
          {t('withdraw_other_methods', { methods: others.map((method) => method.groupName).join(', ') })}
        </p>
      ) : null}
      {turnoverBlocks(turnover.data) ? null : (
        <div className={styles.cashier}>
          <BankAccountChoice
            accounts={bankAccountsOf(accounts.data)}
            selectedId={selected?.bankCardId ?? null}
            onSelect={setChosenId}
          />
          <WithdrawForm
            settings={site}
            limits={limits}
            card={selected}
            member={member.data}
            singleWallet={wallet.data?.single === true}
          />
        </div>
      )}
    </>
  );
}
