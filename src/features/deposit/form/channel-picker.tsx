import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '../channels/payment-channels';
import { useMoneyFormat } from '@/core/money-format';
import styles from '../deposit.module.css';

/**
 * The method's channels (vendors), each with its limits, its charge and its own words before anything is
 * submitted. Vendor names and descriptions are server text: text only.
 */
export function ChannelPicker({
  channels,
  field,
  error,
}: {
  channels: readonly DepositChannel[];
  field: UseFormRegisterReturn<'vendorId'>;
  error?: string;
}) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const baseId = useId();
  const errorId = `${baseId}-error`;

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('deposit_channel')}</legend>
      <div className={styles.channels}>
        {channels.map((channel) => {
          const nameId = `${baseId}-${channel.vendorId}-name`;
          const aboutId = `${baseId}-${channel.vendorId}-about`;
          return (
            <label key={channel.vendorId} className={styles.channel}>
              <input
                type="radio"
                className={styles.radio}
                value={channel.vendorId}
                aria-labelledby={nameId}
                aria-describedby={aboutId}
                {...field}
              />
              <span className={styles.channelCard}>
                <span id={nameId} className={styles.channelName}>
                  {channel.vendorName}
                </span>
                <span id={aboutId} className={styles.channelRange}>
                  {t('deposit_channel_range', { min: money(channel.min), max: money(channel.max) })}
                  {channel.fixedOnly ? ` · ${t('deposit_channel_fixed_only')}` : ''}
                  {channel.customerCharge !== null
                    ? ` · ${t('deposit_channel_charge', { charge: channel.customerCharge })}`
                    : ''}
                </span>
                {channel.description ? (
                  <span className={styles.channelType}>{channel.description}</span>
                ) : null}
                <span className={styles.channelCheck} aria-hidden="true" />
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
