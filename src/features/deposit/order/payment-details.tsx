import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@/core/money-shapes';
import type { TranslationKey } from '@/i18n';
import { CopyValue } from '@/components/copy-value/copy-value';
import { CopyIcon } from '../deposit-icons';
import styles from '../deposit.module.css';

type Payment = NonNullable<DepositOrder['payment']>;

/** The payment fields in the order they are typed into a bank's app, each with its label and copy name. */
const fields: readonly [keyof Payment, TranslationKey, TranslationKey][] = [
  ['payeeName', 'deposit_payee', 'deposit_copy_payee'],
  ['bankName', 'deposit_bank', 'deposit_copy_bank'],
  ['bankBranch', 'deposit_branch', 'deposit_copy_branch'],
  ['accountNumber', 'deposit_account_number', 'deposit_copy_account_number'],
  ['pixKey', 'deposit_pix_key', 'deposit_copy_pix_key'],
  ['walletAccount', 'deposit_wallet_account', 'deposit_copy_wallet_account'],
];

/** Where to send the money: only the fields the channel has, each copyable. Server text, shown as text. */
export function PaymentDetails({ payment }: { payment: DepositOrder['payment'] }) {
  const { t } = useTranslation();
  const present = fields.flatMap(([name, label, copy]) => {
    const value = payment?.[name]?.trim();
    return value ? [{ name, value, label: t(label), copy: t(copy) }] : [];
  });
  if (present.length === 0) return null;
  return (
    <dl className={styles.details}>
      {present.map((field) => (
        <div key={field.name} className={styles.detail}>
          <dt>{field.label}</dt>
          <dd>
            <span className={styles.detailValue}>{field.value}</span>
            <CopyValue value={field.value} label={field.copy} icon={<CopyIcon />} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
