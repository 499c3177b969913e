import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UplineTransfer } from './transfer-to-upline';
import { Button } from '@/components/button/button';
import styles from './upline.module.css';

/** The transfer done: what went to whom, its reference number (for customer service), and what is left. */
export function UplineResult({
  transfer,
  money,
  onAgain,
}: {
  transfer: UplineTransfer;
  money: (amount: number) => string;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.result} aria-labelledby="upline-result">
      <h4 id="upline-result" ref={headingRef} tabIndex={-1} className={styles.formTitle}>
        {t('upline_done_title')}
      </h4>
      <p role="status" className={styles.done}>
        {t('upline_done_text', {
          amount: money(transfer.amount),
          name: transfer.uplineName || transfer.uplineAccount,
          account: transfer.uplineAccount,
        })}
      </p>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('upline_reference')}</dt>
          <dd className={styles.reference}>{transfer.referenceNo}</dd>
        </div>
        {typeof transfer.balance === 'number' ? (
          <div className={styles.figure}>
            <dt>{t('upline_balance_left')}</dt>
            <dd>{money(transfer.balance)}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onAgain}>
          {t('upline_new')}
        </Button>
      </div>
    </section>
  );
}
