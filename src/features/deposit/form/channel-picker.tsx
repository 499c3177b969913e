import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DepositChannel } from './deposit-channels';
import { channelTypeLabel } from './channel-type';
import { ChannelIcon } from '../deposit-icons';
import { useMoneyFormat } from '@/core/money-format';
import styles from '../deposit.module.css';

/**
 * The merchant's channels as a group of native radio buttons drawn as cards: arrow keys move between
 * them, and each says its limits before anything is submitted. Channel names are server text: text only.
 */
export function ChannelPicker({
  channels,
  field,
  error,
}: {
  channels: readonly DepositChannel[];
  field: UseFormRegisterReturn<'channelId'>;
  error?: string;
}) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const baseId = useId();
  const errorId = `${baseId}-error`;

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('deposit_method')}</legend>
      <div className={styles.channels}>
        {channels.map((channel) => {
          const nameId = `${baseId}-${channel.channelId}-name`;
          const typeId = `${baseId}-${channel.channelId}-type`;
          const rangeId = `${baseId}-${channel.channelId}-range`;
          return (
            <label key={channel.channelId} className={styles.channel}>
              <input
                type="radio"
                className={styles.radio}
                value={channel.channelId}
                aria-labelledby={nameId}
                aria-describedby={`${typeId} ${rangeId}`}
                {...field}
              />
              <span className={styles.channelCard}>
                <span className={styles.channelTop}>
                  <span className={styles.channelIcon}>
                    <ChannelIcon type={channel.channelType} />
                  </span>
                  <span className={styles.channelText}>
                    <span id={nameId} className={styles.channelName}>
                      {channel.channelName}
                    </span>
                    <span id={typeId} className={styles.channelType}>
                      {t(channelTypeLabel(channel.channelType))}
                    </span>
                  </span>
                </span>
                <span id={rangeId} className={styles.channelRange}>
                  {t('deposit_channel_range', {
                    min: money(channel.minAmount),
                    max: money(channel.maxAmount),
                  })}
                </span>
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
