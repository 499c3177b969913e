import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/core/money-format';
import styles from '../deposit.module.css';

/**
 * The channel's preset amounts. Each button is named by the amount it shows, and is pressed while the
 * amount field holds that amount.
 */
export function AmountPresets({
  presets,
  current,
  onPick,
}: {
  presets: readonly number[];
  /** The amount field's value in cents, or null when it holds no amount. */
  current: number | null;
  onPick: (amount: number) => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  if (presets.length === 0) return null;
  return (
    <div className={styles.presets} role="group" aria-label={t('deposit_presets')}>
      {presets.map((amount) => (
        <button
          key={amount}
          type="button"
          className={styles.preset}
          aria-pressed={current === Math.round(amount * 100)}
          onClick={() => onPick(amount)}
        >
          {money(amount)}
        </button>
      ))}
    </div>
  );
}
