import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DepositMethod } from '../channels/payment-channels';
import { methodName } from '../channels/method-names';
import { ChannelIcon } from '../deposit-icons';
import styles from '../deposit.module.css';

/** The methods as native radio buttons drawn as cards: arrow keys move between them. */
export function MethodPicker({
  methods,
  field,
  error,
}: {
  methods: readonly DepositMethod[];
  field: UseFormRegisterReturn<'methodCode'>;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('deposit_method')}</legend>
      <div className={styles.channels}>
        {methods.map((method) => {
          const { key, icon } = methodName(method.code);
          const name = t(key, { code: method.code });
          return (
            <label key={method.code} className={styles.channel}>
              <input type="radio" className={styles.radio} value={method.code} aria-label={name} {...field} />
              <span className={styles.channelCard}>
                <span className={styles.channelTop}>
                  <span className={styles.channelIcon}>
                    <ChannelIcon type={icon} />
                  </span>
                  <span className={styles.channelText}>
                    <span className={styles.channelName}>{name}</span>
                    <span className={styles.channelType}>
                      {t('deposit_channel_count', { count: method.channels.length })}
                    </span>
                  </span>
                </span>
                <span className={styles.channelCheck} aria-hidden="true" />
              </span>
            </label>
          );
        })}
      </div>
      {error ? <p className={styles.fieldError}>{error}</p> : null}
    </fieldset>
  );
}
