import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useMemberScope } from '@/core/account-scope';
import { c2cPaymentsKey, c2cPaymentsQuery, useC2cPayments, type C2cPayment } from './c2c-payments';
import { ReceiptPanel } from './receipt-panel';
import styles from '../withdraw.module.css';

const newestFirst = (a: C2cPayment, b: C2cPayment) =>
  (b.paidTime ?? '').localeCompare(a.paidTime ?? '') || b.transactionId.localeCompare(a.transactionId);

/**
 * The withdrawals other players paid that wait for the member's answer (the platform's C2C flow), each
 * with its countdown. Shown whenever the list holds one: a site without C2C lists none, so the settings'
 * `c2cEnabled` need not be read here. A panel stays after it closes (answered here, counted as received
 * when its time ran out, or closed elsewhere) to say how it ended, though the list no longer holds it.
 */
export function ReceiptSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const { scope } = useMemberScope();
  const awaiting = useC2cPayments();
  const [closed, setClosed] = useState<Readonly<Record<string, C2cPayment>>>({});

  const close = useCallback(
    (payment: C2cPayment) => {
      setClosed((all) => ({ ...all, [payment.transactionId]: payment }));
      void queryClient.invalidateQueries({ queryKey: c2cPaymentsKey });
    },
    [queryClient],
  );

  // The time ran out here, or the server would not take the answer: the list is read again. One that left
  // it after its time ran out counts as received (spec 2); one the server closed while time was left ended
  // elsewhere, and its panel says only that (an AWAITING outcome). One still listed keeps its countdown.
  const reread = useCallback(
    async (transactionId: string) => {
      const before = awaiting.data?.find((p) => p.transactionId === transactionId);
      const lapsed = (before?.remainingSeconds ?? 0) * 1000 <= Date.now() - awaiting.dataUpdatedAt;
      const list = await queryClient.fetchQuery(c2cPaymentsQuery(scope, true)).catch(() => null);
      if (!before || !list || list.some((p) => p.transactionId === transactionId)) return;
      const ended: C2cPayment = lapsed
        ? { ...before, status: 'AUTO_RECEIVED', receivedAmount: before.amount, remainingAmount: 0 }
        : before;
      setClosed((all) => ({ ...all, [transactionId]: ended }));
    },
    [awaiting.data, awaiting.dataUpdatedAt, queryClient, scope],
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

  const open = awaiting.data.filter((p) => p.status === 'AWAITING');
  const byId = new Map<string, C2cPayment>();
  for (const payment of [...open, ...Object.values(closed)]) byId.set(payment.transactionId, payment);
  const items = [...byId.values()].sort(newestFirst);
  if (items.length === 0) return null;

  return (
    <section className={styles.receipts} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.cardTitle}>
        {t('withdraw_receipts_title')}
      </h4>
      {items.map((payment) => (
        <ReceiptPanel
          key={payment.transactionId}
          payment={open.find((p) => p.transactionId === payment.transactionId) ?? payment}
          outcome={closed[payment.transactionId] ?? null}
          since={awaiting.dataUpdatedAt}
          onAnswered={close}
          onReread={reread}
        />
      ))}
    </section>
  );
}
