import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { limitPeriods, useSaferGambling, type LimitKind } from '@/core/api/safer-gambling';
import { failureText } from '@/core/failure-text';
import { useMoneyFormat } from '@/core/money-format';
import { formatZonedTime } from '@/lib/record-format';
import { usePlaySession } from './api/play-session';
import { BreakForm } from './break/break-form';
import { MoneyLimitRow } from './limits/money-limit-row';
import { SessionLimitRow } from './limits/session-limit-row';
import { RealityCheckSetting } from './reality-check/reality-check-setting';
import { ClockSetting } from './session/clock-setting';
import { SaferCard } from './safer-card';
import centre from '@/components/centre-layout/centre-card.module.css';
import styles from './safer-gambling.module.css';

/**
 * The member centre's Safer gambling page: deposit, loss and session time limits, the reality check, the
 * session clock and a break (time-out or self-exclusion). Every setting is the backend's, so it holds on
 * every device and no re-login escapes it.
 */
export function SaferGamblingPage() {
  const { t } = useTranslation();
  const { money, locale } = useMoneyFormat();
  const settings = useSaferGambling();
  const session = usePlaySession();
  const time = (serverTime: string) => formatZonedTime(serverTime, locale);
  const duration = (minutes: number) =>
    minutes % 60 === 0 && minutes > 0
      ? t('safer_hours', { count: minutes / 60 })
      : t('safer_minutes', { count: Math.round(minutes) });

  if (settings.isPending) return <Spinner label={t('common_loading')} />;
  if (settings.isError) {
    return (
      <StatePanel
        tone="error"
        title={t('safer_failed')}
        message={failureText(t, settings.error)}
        action={
          <Button busy={settings.isFetching} onClick={() => void settings.refetch()}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  }

  const lines = (kind: LimitKind) =>
    limitPeriods.flatMap((period) => {
      const line = settings.data.limits.find((l) => l.kind === kind && l.period === period);
      return line ? [line] : [];
    });
  const sessionLine = settings.data.limits.find((l) => l.kind === 'SESSION' && l.period === 'DAY');

  return (
    <div className={centre.stack}>
      <p className={styles.intro}>{t('safer_intro')}</p>
      <SaferCard id="safer-deposit" title={t('safer_deposit_title')} text={t('safer_deposit_text')}>
        <ul className={styles.limitList}>
          {lines('DEPOSIT').map((line) => (
            <MoneyLimitRow key={line.period} line={line} money={money} time={time} />
          ))}
        </ul>
      </SaferCard>
      <SaferCard id="safer-loss" title={t('safer_loss_title')} text={t('safer_loss_text')}>
        <ul className={styles.limitList}>
          {lines('LOSS').map((line) => (
            <MoneyLimitRow key={line.period} line={line} money={money} time={time} />
          ))}
        </ul>
      </SaferCard>
      {sessionLine ? (
        <SaferCard id="safer-session" title={t('safer_session_title')} text={t('safer_session_text')}>
          <ul className={styles.limitList}>
            <SessionLimitRow line={sessionLine} time={time} duration={duration} />
          </ul>
        </SaferCard>
      ) : null}
      <SaferCard id="safer-reality" title={t('safer_reality_title')} text={t('safer_reality_text')}>
        {session.data ? (
          <RealityCheckSetting minutes={session.data.realityCheckMinutes} />
        ) : session.isError ? (
          <p className={styles.failed} role="alert">
            {failureText(t, session.error)}
          </p>
        ) : (
          <Spinner label={t('common_loading')} />
        )}
      </SaferCard>
      <SaferCard id="safer-clock" title={t('safer_clock_title')} text={t('safer_clock_text')}>
        <ClockSetting />
      </SaferCard>
      <SaferCard id="safer-break" title={t('safer_break_title')} text={t('safer_break_text')}>
        <BreakForm time={time} />
      </SaferCard>
      <p className={styles.intro}>{t('safer_help')}</p>
    </div>
  );
}
