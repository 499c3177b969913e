import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '@/lib/use-countdown';
import { countdownMilestone, formatClock, useOnZero } from './receipt-countdown';
import { useOutcomeText } from './receipt-outcome';
import { useMoneyFormat } from '@/core/money-format';
import { ReceiptForm } from './receipt-form';
import type { C2cPayment } from './c2c-payments';
import styles from '../withdraw.module.css';

interface ReceiptPanelProps {
  payment: C2cPayment;
  /** How it ended, once it has: the form gives way to this. */
  outcome: C2cPayment | null;
  /** When the answer carrying `remainingSeconds` arrived. */
  since: number;
  onAnswered: (payment: C2cPayment) => void;
  onReread: (transactionId: string) => Promise<void>;
}

/**
 * One withdrawal another player paid, to confirm: its countdown, the rule of the deadline and the member's answer. The
 * countdown is for the eye (a timer, silent); its polite summary speaks a few times only, and then says
 * how the withdrawal ended.
 */
export function ReceiptPanel({ payment, outcome, since, onAnswered, onReread }: ReceiptPanelProps) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const outcomeText = useOutcomeText();
  const titleId = useId();
  const seconds = payment.remainingSeconds ?? 0;
  const left = useSecondsLeft(seconds, since);
  useOnZero(outcome ? 1 : left, seconds, since, () => void onReread(payment.transactionId));

  const milestone = countdownMilestone(left, seconds);
  let summary: string;
  if (outcome) summary = outcomeText(outcome);
  else if (milestone.kind === 'over') summary = t('withdraw_countdown_over');
  else if (milestone.kind === 'atMost')
    summary = t('withdraw_countdown_at_most', { count: milestone.minutes });
  else summary = t('withdraw_countdown_about', { count: milestone.minutes });

  // The form that held the focus is gone once the panel closes: the focus moves to how it ended, unless
  // the member was busy elsewhere on the page.
  const article = useRef<HTMLElement>(null);
  const ending = useRef<HTMLParagraphElement>(null);
  const closed = outcome !== null;
  useEffect(() => {
    const active = document.activeElement;
    if (closed && (active === document.body || article.current?.contains(active))) ending.current?.focus();
  }, [closed]);

  return (
    <article
      ref={article}
      className={`${styles.receiptPanel} ${outcome ? styles.receiptClosed : ''}`}
      aria-labelledby={titleId}
    >
      <div className={styles.receiptHead}>
        <div>
          <h5 id={titleId} className={styles.receiptTitle}>
            {t('withdraw_receipt_panel_title', { amount: money(payment.amount) })}
          </h5>
          <p className={styles.receiptMeta}>
            <span className={styles.mono}>{payment.withdrawalId}</span>
            {payment.bankName ? (
              <span>{[payment.bankName, payment.cardNumber].filter(Boolean).join(' ')}</span>
            ) : null}
            {payment.paidTime ? <span>{t('withdraw_paid_at', { time: payment.paidTime })}</span> : null}
          </p>
        </div>
        {outcome ? null : (
          <div className={styles.countdown}>
            <span className={styles.countdownLabel}>{t('withdraw_countdown_label')}</span>
            <span role="timer" className={styles.clock}>
              {formatClock(left)}
            </span>
          </div>
        )}
      </div>
      {outcome ? null : (
        <>
          <p className={styles.rule}>{t('withdraw_receipt_rule')}</p>
          <ReceiptForm payment={payment} onAnswered={onAnswered} onClosed={onReread} />
        </>
      )}
      <p
        ref={ending}
        role="status"
        tabIndex={outcome ? -1 : undefined}
        className={outcome ? styles.outcome : 'visually-hidden'}
      >
        {summary}
      </p>
    </article>
  );
}
