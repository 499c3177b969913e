import { useTranslation } from 'react-i18next';
import { CentreLink } from '@/components/centre-layout/centre-link';
import type { TranslationKey } from '@/i18n';
import { useMoneyFormat } from '@/core/money-format';
import type { WithdrawRefusal } from './withdraw-refusal';
import styles from '../withdraw.module.css';

/** The member centre's missing items (71034253453), each said in words; others as the server names them. */
const missingKeys: Readonly<Record<string, TranslationKey>> = {
  required_nickname: 'withdraw_missing_nickname',
  required_id_not_verified: 'withdraw_missing_id',
  required_email_add: 'withdraw_missing_email',
  required_mobile_no: 'withdraw_missing_mobile',
  required_qq: 'withdraw_missing_qq',
  required_address: 'withdraw_missing_address',
  invalid_id_verification_status: 'withdraw_missing_id_status',
};

/** A refusal that names its cause, with the figures it came with and the way to put it right. */
export function RefusalNote({ refusal }: { refusal: WithdrawRefusal }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const figure = (n: number | null) => (n === null ? t('withdraw_figure_unknown') : money(n));
  let body;
  switch (refusal.kind) {
    case 'noPassword':
      body = (
        <>
          {t('withdraw_refused_no_password')}{' '}
          <CentreLink page="securityCenter">{t('withdraw_set_password_link')}</CentreLink>
        </>
      );
      break;
    case 'turnover':
      body = t('withdraw_refused_turnover', {
        required: figure(refusal.required),
        achieved: figure(refusal.achieved),
      });
      break;
    case 'deposit':
      body = t('withdraw_refused_deposit', {
        required: figure(refusal.required),
        achieved: figure(refusal.achieved),
      });
      break;
    case 'promotion':
      body = t('withdraw_refused_promotion', { remaining: figure(refusal.remaining) });
      break;
    case 'information':
      body = (
        <>
          {t('withdraw_refused_information')}
          <ul className={styles.missing}>
            {refusal.missing.map((item) => (
              <li key={item}>
                <CentreLink page="securityCenter">
                  {missingKeys[item] ? t(missingKeys[item]) : item}
                </CentreLink>
              </li>
            ))}
          </ul>
        </>
      );
      break;
    case 'frozen':
      body = t('withdraw_refused_frozen');
      break;
    default:
      return null;
  }
  return (
    <div role="alert" className={styles.failure}>
      {body}
    </div>
  );
}
