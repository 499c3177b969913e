import { ReceiptSection } from './receipts/receipt-section';
import { WithdrawCashier } from './cashier/withdraw-cashier';
import { WithdrawalHistory } from './history/withdrawal-history';
import styles from './withdraw.module.css';

/**
 * Withdraw (page key withdraw): the paid withdrawals waiting for the member to confirm what arrived come
 * first, since their time runs out; then the cashier (what may be withdrawn, to which account, how much)
 * and the history. Each part loads, fails and retries on its own.
 */
export function WithdrawPage() {
  return (
    <div className={styles.page}>
      <ReceiptSection />
      <WithdrawCashier />
      <WithdrawalHistory />
    </div>
  );
}
