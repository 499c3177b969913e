import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '../../api/withdrawal';
import { countdownMilestone, formatClock, useOnZero, useSecondsLeft } from '../../model/receipt-countdown';
import { useMoneyText } from '../../model/withdraw-money';
import { ReceiptForm } from './receipt-form';
import { useOutcomeText } from '../../model/receipt-outcome';
import styles from './withdraw.module.css';

interface ReceiptPanelProps {
  withdrawal: Withdrawal;
  /** How it ended, once it has: the form gives way to this. */
  outcome: Withdrawal | null;
  /** When the answer carrying `receiptSecondsLeft` arrived. */
  since: number;
  onAnswered: (withdrawal: Withdrawal) => void;
  onReread: (withdrawalNo: string) => Promise<void>;
}

/**
 * One paid withdrawal to confirm: its countdown, the rule of the deadline and the member's answer. The
 * countdown is for the eye (a timer, silent); its polite summary speaks a few times only, and then says
 * how the withdrawal ended.
 */
export function ReceiptPanel({ withdrawal, outcome, since, onAnswered, onReread }: ReceiptPanelProps) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const outcomeText = useOutcomeText();
  const titleId = useId();
  const seconds = withdrawal.receiptSecondsLeft ?? 0;
  const left = useSecondsLeft(seconds, since);
  useOnZero(outcome ? 1 : left, seconds, since, () => void onReread(withdrawal.withdrawalNo));

  const milestone = countdownMilestone(left, seconds);
  let summary: string;
  if (outcome) summary = outcomeText(outcome);
  else if (milestone.kind === 'over') summary = t('withdraw_countdown_over');
  else if (milestone.kind === 'atMost')
    summary = t('withdraw_countdown_at_most', { count: milestone.minutes });
  else summary = t('withdraw_countdown_about', { count: milestone.minutes });

  const bank = withdrawal.bankAccount;
  return (
    <article
      className={`${styles.receiptPanel} ${outcome ? styles.receiptClosed : ''}`}
      aria-labelledby={titleId}
    >
      <div className={styles.receiptHead}>
        <div>
          <h5 id={titleId} className={styles.receiptTitle}>
            {t('withdraw_receipt_panel_title', { amount: money(withdrawal.amount) })}
          </h5>
          <p className={styles.receiptMeta}>
            <span className={styles.mono}>{withdrawal.withdrawalNo}</span>
            {bank ? <span>{`${bank.bankName} ${bank.accountNumber}`}</span> : null}
            {withdrawal.paidTime ? <span>{t('withdraw_paid_at', { time: withdrawal.paidTime })}</span> : null}
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
          <ReceiptForm withdrawal={withdrawal} onAnswered={onAnswered} onClosed={onReread} />
        </>
      )}
      <p role="status" className={outcome ? styles.outcome : 'visually-hidden'}>
        {summary}
      </p>
    </article>
  );
}
