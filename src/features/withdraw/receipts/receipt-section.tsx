import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { StatePanel } from '@/components/state-panel/state-panel';
import type { Withdrawal } from '@/core/money-shapes';
import { findAutoReceived, useAwaitingReceipts, withdrawalsKey } from '../history/withdrawals';
import { ReceiptPanel } from './receipt-panel';
import styles from '../withdraw.module.css';

const newestFirst = (a: Withdrawal, b: Withdrawal) =>
  (b.requestTime ?? '').localeCompare(a.requestTime ?? '') || b.withdrawalNo.localeCompare(a.withdrawalNo);

/**
 * The paid withdrawals waiting for the member's answer, each with its countdown. A panel stays after it
 * closes (answered here, or counted as received when its time ran out) to say how it ended, even though
 * the server no longer lists it as awaiting.
 */
export function ReceiptSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const awaiting = useAwaitingReceipts();
  const [closed, setClosed] = useState<Readonly<Record<string, Withdrawal>>>({});

  const settle = useCallback(
    (withdrawal: Withdrawal) => {
      setClosed((all) => ({ ...all, [withdrawal.withdrawalNo]: withdrawal }));
      void queryClient.invalidateQueries({ queryKey: withdrawalsKey });
    },
    [queryClient],
  );

  // The time ran out here, or the server said the answer is closed: ask how it stands now. Only a
  // withdrawal the server counted as received is known to have ended that way; any other reads again.
  const reread = useCallback(
    async (withdrawalNo: string) => {
      const auto = await findAutoReceived(withdrawalNo).catch(() => null);
      if (auto) setClosed((all) => ({ ...all, [withdrawalNo]: auto }));
      await queryClient.invalidateQueries({ queryKey: withdrawalsKey });
    },
    [queryClient],
  );

  if (!awaiting.data) {
    // Most of the time nothing awaits: no spinner for it, only a failure is worth the space.
    if (!awaiting.isError) return null;
    return (
      <StatePanel
        tone="error"
        title={t('withdraw_receipts_failed')}
        action={
          <Button
            size="sm"
            variant="secondary"
            busy={awaiting.isFetching}
            onClick={() => void awaiting.refetch()}
          >
            {t('common_retry')}
          </Button>
        }
      />
    );
  }

  const open = awaiting.data.content.filter((w) => w.receiptStatus === 'AWAITING');
  const byNumber = new Map<string, Withdrawal>();
  for (const withdrawal of [...open, ...Object.values(closed)])
    byNumber.set(withdrawal.withdrawalNo, withdrawal);
  const items = [...byNumber.values()].sort(newestFirst);
  if (items.length === 0) return null;

  return (
    <section className={styles.receipts} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.cardTitle}>
        {t('withdraw_receipts_title')}
      </h4>
      {items.map((withdrawal) => (
        <ReceiptPanel
          key={withdrawal.withdrawalNo}
          withdrawal={open.find((w) => w.withdrawalNo === withdrawal.withdrawalNo) ?? withdrawal}
          outcome={closed[withdrawal.withdrawalNo] ?? null}
          since={awaiting.dataUpdatedAt}
          onAnswered={settle}
          onReread={reread}
        />
      ))}
    </section>
  );
}
