import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/core/money-format';
import type { DepositPromotion } from './deposit-promotions';
import styles from '../deposit.module.css';

/**
 * The promotions the amount qualifies for, offered before paying: "no promotion" first and chosen until
 * the member picks one. Names are server text: text only.
 */
export function PromotionChoice({
  promotions,
  field,
}: {
  promotions: readonly DepositPromotion[];
  field: UseFormRegisterReturn<'promotionId'>;
}) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  if (promotions.length === 0) return null;
  const bonusText = (p: DepositPromotion) => {
    if (p.bonus === null) return '';
    if (p.bonusType === 'FIXED') return t('deposit_promotion_fixed', { bonus: money(p.bonus) });
    if (p.bonusType === 'PERCENTAGE') {
      return p.maxBonus === null
        ? t('deposit_promotion_percent', { percent: p.bonus })
        : t('deposit_promotion_percent_max', { percent: p.bonus, max: money(p.maxBonus) });
    }
    return '';
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('deposit_promotion')}</legend>
      <div className={styles.promotions}>
        <label className={styles.promotion}>
          <input type="radio" value="" {...field} />
          <span>{t('deposit_promotion_none')}</span>
        </label>
        {promotions.map((p) => (
          <label key={p.promId} className={styles.promotion}>
            <input type="radio" value={p.promId} {...field} />
            <span>{bonusText(p) ? `${p.name} · ${bonusText(p)}` : p.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
