import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { hasCode } from '@/api';
import type { DepositOrder } from '@/core/money-shapes';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { failureText } from '@/core/failure-text';
import { useExclusiveAction } from '@/lib/pending-action';
import { useDepositOrder } from './deposit-order';
import { depositMessageByCode } from '../deposit-failures';
import { depositStatusOf, type DepositStatus } from './deposit-status';
import { CopyValue } from '@/components/copy-value/copy-value';
import { CopyIcon } from '../deposit-icons';
import { PaymentCode } from './payment-code';
import { PaymentDetails } from './payment-details';
import { PaymentQr } from './payment-qr';
import { StatusBadge } from './status-badge';
import { useMoneyFormat } from '@/core/money-format';
import { useRefreshOnDecision } from './use-refresh-on-decision';
import styles from '../deposit.module.css';

const statusText = {
  PENDING: 'deposit_pending_text',
  APPROVED: 'deposit_approved_text',
  REJECTED: 'deposit_rejected_text',
  UNKNOWN: 'deposit_unknown_text',
} as const satisfies Record<DepositStatus, string>;

const statusTone: Record<DepositStatus, string | undefined> = {
  PENDING: styles.statusPending,
  APPROVED: styles.statusApproved,
  REJECTED: styles.statusRejected,
  UNKNOWN: styles.statusPending,
};

/**
 * A deposit order: what to pay and where while it is pending (asked about every few seconds, and on
 * demand), then its outcome. "New deposit" goes back to the form.
 */
export function DepositOrderView({
  orderNo,
  onNew,
  focusOnMount = false,
}: {
  orderNo: string;
  onNew: () => void;
  /** Set when the order was just created: the form that held focus is gone. */
  focusOnMount?: boolean;
}) {
  const { t } = useTranslation();
  const order = useDepositOrder(orderNo);
  const status = order.data ? depositStatusOf(order.data) : null;
  useRefreshOnDecision(status);
  const check = useExclusiveAction(() => order.refetch());

  if (order.isPending) return <Spinner size="lg" label={t('common_loading')} />;
  if (order.isError && !order.data) {
    const notFound = hasCode(order.error, 'deposit.order.notFound');
    return (
      <StatePanel
        tone="error"
        title={notFound ? t('deposit_error_not_found') : t('deposit_order_failed')}
        message={notFound ? undefined : failureText(t, order.error, depositMessageByCode)}
        action={
          <div className={styles.actions}>
            {notFound ? null : (
              <Button size="sm" variant="secondary" onClick={check.run} busy={check.busy}>
                {t('common_retry')}
              </Button>
            )}
            <Button size="sm" onClick={onNew}>
              {t('deposit_new')}
            </Button>
          </div>
        }
      />
    );
  }

  return (
    <OrderDetails
      order={order.data}
      status={status ?? 'UNKNOWN'}
      pollFailed={order.isRefetchError}
      checking={check.busy}
      onCheck={check.run}
      onNew={onNew}
      focusOnMount={focusOnMount}
    />
  );
}

function OrderDetails({
  order,
  status,
  pollFailed,
  checking,
  onCheck,
  onNew,
  focusOnMount,
}: {
  order: DepositOrder;
  status: DepositStatus;
  pollFailed: boolean;
  checking: boolean;
  onCheck: () => void;
  onNew: () => void;
  focusOnMount: boolean;
}) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  const amount = money(order.amount);
  const pending = status === 'PENDING';
  const pix = order.channelType.toUpperCase() === 'PIX';
  const summary: [string, string][] = [
    [t('deposit_channel'), order.channelName],
    [t('deposit_created'), order.createTime ?? ''],
    [t('deposit_expires'), pending ? (order.expireTime ?? '') : ''],
  ];

  return (
    <section className={`${styles.card} ${styles.order}`} aria-labelledby={headingId}>
      <header className={styles.orderHead}>
        <div>
          <h4 id={headingId} ref={heading} tabIndex={-1} className={styles.orderTitle}>
            {t('deposit_order_title')}
          </h4>
          <p className={styles.orderAmount}>{amount}</p>
        </div>
        <StatusBadge status={status} />
      </header>

      <p role="status" className={`${styles.statusText} ${statusTone[status] ?? ''}`}>
        {t(statusText[status], { amount })}
      </p>

      <dl className={styles.summary}>
        <div className={styles.summaryItem}>
          <dt>{t('deposit_reference')}</dt>
          <dd>
            <span className={`${styles.detailValue} ${styles.reference}`}>{order.orderNo}</span>
            <CopyValue value={order.orderNo} label={t('deposit_copy_reference')} icon={<CopyIcon />} />
          </dd>
        </div>
        {summary
          .filter(([, value]) => value !== '')
          .map(([term, value]) => (
            <div key={term} className={styles.summaryItem}>
              <dt>{term}</dt>
              <dd>
                <span className={styles.detailValue}>{value}</span>
              </dd>
            </div>
          ))}
      </dl>

      {pending ? (
        <div className={styles.payment}>
          {order.qrPayload ? (
            <PaymentQr
              payload={order.qrPayload}
              label={t('deposit_qr_label', { amount, channel: order.channelName })}
            />
          ) : null}
          <div className={styles.paymentDetails}>
            <h5 className={styles.sectionTitle}>{t('deposit_payment_details')}</h5>
            {order.qrPayload ? null : <p className={styles.note}>{t('deposit_bank_note')}</p>}
            <PaymentDetails payment={order.payment} />
          </div>
          {order.qrPayload ? <PaymentCode payload={order.qrPayload} pix={pix} /> : null}
        </div>
      ) : null}

      {pollFailed ? <p className={styles.note}>{t('deposit_poll_failed')}</p> : null}

      <div className={styles.actions}>
        {pending ? (
          <Button variant="secondary" onClick={onCheck} busy={checking}>
            {t('deposit_check_status')}
          </Button>
        ) : null}
        <Button variant={pending ? 'ghost' : 'primary'} onClick={onNew}>
          {t('deposit_new')}
        </Button>
      </div>
    </section>
  );
}
