import { ActionOutcome, type Outcome } from '@/components/action-outcome/action-outcome';
import styles from './my-account.module.css';

export type { Outcome };

/** A My account form's answer, in the account's colours. */
export function FormOutcome({ outcome }: { outcome: Outcome | null }) {
  return <ActionOutcome outcome={outcome} classNames={{ ok: styles.success, failed: styles.failure }} />;
}
