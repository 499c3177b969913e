import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { CopyValue } from '@/components/copy-value/copy-value';
import { useMoneyFormat } from '@/core/money-format';
import { useRefreshMoney } from '@/core/money-keys';
import type { TranslationKey } from '@/i18n';
import { isHttpUrl } from '@/lib/safe-url';
import { methodName } from '../channels/method-names';
import { CopyIcon } from '../deposit-icons';
import { useDepositRecords } from '../records/deposit-records';
import { depositOutcome } from '../records/deposit-status';
import type { PlacedDeposit } from './place-deposit';
import { safeImageSrc } from './payment-tab';
import styles from '../deposit.module.css';

/** The account fields of a manual transfer or a wallet, in the order a bank's app asks them. */
const accountFields: readonly [
  'bankName' | 'accountName' | 'accountNumber' | 'remark' | 'walletAddress',
  TranslationKey,
][] = [
  ['bankName', 'deposit_bank'],
  ['accountName', 'deposit_account_name'],
  ['accountNumber', 'deposit_account_number'],
  ['remark', 'deposit_remark'],
  ['walletAddress', 'deposit_wallet_address'],
];

const steps: Record<PlacedDeposit['step'], TranslationKey> = {
  launch: 'deposit_waiting_launch',
  qr: 'deposit_waiting_qr',
  transfer: 'deposit_waiting_transfer',
  wallet: 'deposit_waiting_wallet',
};

/**
 * "Waiting for your payment": the gateway's page (with a way back to it), the picture to scan or the
 * account to pay, by what the order's relay answered. The balance moves when a live event or the next
 * balance read says so: it is read again when the member comes back to this tab or says they have paid.
 */
export function DepositWaiting({ placed, onNew }: { placed: PlacedDeposit; onNew: () => void }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const refreshMoney = useRefreshMoney();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asked, setAsked] = useState(false);
  const amount = money(placed.amount);
  const method = t(methodName(placed.methodCode).key, { code: placed.methodCode });
  const { answer } = placed;
  const payPage = isHttpUrl(answer.redirectUrl) ? answer.redirectUrl : null;
  const picture = safeImageSrc(answer.qrImageUrl);
  const records = useDepositRecords();
  const line = answer.transactionId
    ? records.data?.list.find((l) => l.transactionId === answer.transactionId)
    : undefined;
  const outcome = line ? depositOutcome(line.status) : 'pending';

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const back = () => {
      if (document.visibilityState === 'visible') void refreshMoney();
    };
    document.addEventListener('visibilitychange', back);
    return () => document.removeEventListener('visibilitychange', back);
  }, [refreshMoney]);

  const present = accountFields.flatMap(([name, label]) => {
    const value = answer[name]?.trim();
    return value ? [{ name, value, label: t(label) }] : [];
  });

  return (
    <section className={`${styles.card} ${styles.waiting}`} aria-labelledby={headingId}>
      <h4 id={headingId} ref={heading} tabIndex={-1} className={styles.orderTitle}>
        {outcome === 'credited' ? t('deposit_credited_title') : t('deposit_waiting_title')}
      </h4>
      <p className={styles.orderAmount}>{amount}</p>
      <p className={styles.note}>{t('deposit_waiting_with', { method, vendor: placed.vendorName })}</p>
      <p role="status" className={styles.statusText}>
        {outcome === 'credited'
          ? t('deposit_credited_text', { amount })
          : outcome === 'failed'
            ? t('deposit_failed_text')
            : t(steps[placed.step], { amount })}
      </p>
      {answer.transactionId ? (
        <p className={styles.note}>
          {t('deposit_reference')}: <span className={styles.reference}>{answer.transactionId}</span>
        </p>
      ) : null}
      {placed.step === 'launch' ? (
        payPage ? (
          <a className={styles.payLink} href={payPage} target="_blank" rel="noopener noreferrer">
            {t('deposit_reopen_page')}
          </a>
        ) : (
          <p className={styles.failure}>{t('deposit_no_page')}</p>
        )
      ) : null}
      {picture ? (
        <img
          className={styles.qrImage}
          src={picture}
          alt={t('deposit_qr_label', { amount, channel: method })}
        />
      ) : null}
      {present.length > 0 ? (
        <dl className={styles.details}>
          {present.map((field) => (
            <div key={field.name} className={styles.detail}>
              <dt>{field.label}</dt>
              <dd>
                <span className={styles.detailValue}>{field.value}</span>
                <CopyValue
                  value={field.value}
                  label={t('deposit_copy', { field: field.label })}
                  icon={<CopyIcon />}
                />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {asked && outcome === 'pending' ? <p className={styles.note}>{t('deposit_paid_checked')}</p> : null}
      <div className={styles.actions}>
        {outcome === 'pending' ? (
          <Button
            variant="secondary"
            onClick={() => {
              setAsked(true);
              void refreshMoney();
            }}
          >
            {t('deposit_i_have_paid')}
          </Button>
        ) : null}
        <Button variant={outcome === 'pending' ? 'ghost' : 'primary'} onClick={onNew}>
          {t('deposit_back_to_form')}
        </Button>
      </div>
    </section>
  );
}
