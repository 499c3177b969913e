import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { failureText } from '@/core/failure-text';
import { useMoneyFormat } from '@/core/money-format';
import { useExclusiveAction } from '@/lib/pending-action';
import type { TranslationKey } from '@/i18n';
import { methodName } from '../channels/method-names';
import { depositMessageByCode } from '../deposit-failures';
import { useCancelDeposit, useDepositRecords, type DepositLine } from './deposit-records';
import { depositOutcome, type DepositOutcome } from './deposit-status';
import styles from '../deposit.module.css';

const outcomeLabel: Record<DepositOutcome, TranslationKey> = {
  pending: 'deposit_status_pending',
  credited: 'deposit_status_approved',
  failed: 'deposit_status_rejected',
  cancelled: 'deposit_status_cancelled',
};

/** The latest deposits under the form; a pending one can be cancelled. Nothing shows while none is known. */
export function RecentDeposits() {
  const { t } = useTranslation();
  const headingId = useId();
  const records = useDepositRecords();
  const list = records.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.records} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.sectionTitle}>
        {t('deposit_recent')}
      </h4>
      <ul className={styles.recordList}>
        {list.map((line) => (
          <DepositRecordLine key={line.transactionId} line={line} />
        ))}
      </ul>
    </section>
  );
}

function DepositRecordLine({ line }: { line: DepositLine }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const cancel = useCancelDeposit();
  const [failure, setFailure] = useState<string | null>(null);
  const outcome = depositOutcome(line.status);
  const amount = money(line.amount);
  const run = useExclusiveAction(async () => {
    setFailure(null);
    try {
      await cancel(line.transactionId);
    } catch (error) {
      setFailure(failureText(t, error, depositMessageByCode));
    }
  });
  return (
    <li className={styles.recordLine}>
      <span>
        {amount} · {t(methodName(line.depositMethod).key, { code: line.depositMethod })} · {line.vendorName}
      </span>
      <span className={styles.channelType}>{line.createTime}</span>
      <span>{t(outcomeLabel[outcome])}</span>
      {outcome === 'pending' ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={run.run}
          busy={run.busy}
          aria-label={t('deposit_cancel_named', { amount, time: line.createTime })}
        >
          {t('deposit_cancel')}
        </Button>
      ) : null}
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
    </li>
  );
}
