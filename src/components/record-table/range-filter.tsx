import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/i18n';
import { MAX_RANGE_DAYS, daysIn, rangePresets, type RangePreset } from '@/lib/record-dates';
import type { RangeControls } from './use-record-filters';
import styles from './records.module.css';

const presetKeys: Record<RangePreset, TranslationKey> = {
  today: 'records_preset_today',
  yesterday: 'records_preset_yesterday',
  last7: 'records_preset_last7',
  last30: 'records_preset_last30',
};

/**
 * The filter bar every record page shares: the date presets, the typed range with what is wrong with it,
 * the page's own filters (children) and its actions (the export).
 */
export function RangeFilter({
  controls,
  today,
  children,
  actions,
}: {
  controls: RangeControls;
  /** The server's today (yyyy-MM-dd): the last day a date field offers. */
  today: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const messageId = useId();
  const { draft, problem } = controls;

  const message =
    problem === 'missing'
      ? t('records_range_missing')
      : problem === 'order'
        ? t('records_range_order')
        : problem === 'too_long'
          ? t('records_range_too_long', { max: MAX_RANGE_DAYS, days: daysIn(draft) })
          : '';
  const invalid = (value: string) =>
    problem === 'missing' ? value === '' || undefined : problem !== null || undefined;

  return (
    <div className={styles.filterBar}>
      <div className={styles.presetRow}>
        <div className={styles.presets} role="group" aria-label={t('records_range')}>
          {rangePresets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={controls.preset === preset}
              onClick={() => controls.choosePreset(preset)}
            >
              {t(presetKeys[preset])}
            </button>
          ))}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <div className={styles.fields}>
        <fieldset className={styles.dates}>
          <legend className="visually-hidden">{t('records_custom_range')}</legend>
          {(['startDate', 'endDate'] as const).map((edge) => (
            <label key={edge} className={styles.field}>
              <span className={styles.fieldLabel}>
                {t(edge === 'startDate' ? 'records_from' : 'records_to')}
              </span>
              <input
                type="date"
                className={styles.control}
                value={draft[edge]}
                max={today}
                aria-invalid={invalid(draft[edge])}
                aria-describedby={problem ? messageId : undefined}
                onChange={(event) => controls.typeDate(edge, event.target.value)}
              />
            </label>
          ))}
        </fieldset>
        {children}
        <p className={styles.zone}>{t('records_times_utc')}</p>
      </div>
      {/* Polite: while a year is typed digit by digit, each passing state is not shouted out. */}
      <p id={messageId} className={styles.problem} aria-live="polite">
        {message}
      </p>
    </div>
  );
}
