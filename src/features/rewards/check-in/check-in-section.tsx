import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import centre from '@/components/centre-layout/centre-card.module.css';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useMoneyFormat } from '@/core/money-format';
import { useKeepFocus } from '../keep-focus';
import { useRewardClaim } from '../use-reward-claim';
import { sendCheckIn, useCheckInDays, type CheckInDay } from './login-promotion';
import styles from '../reward-centre.module.css';
import { ClaimOutcome } from '../claim-outcome';

const KNOWN = ['CLAIMED', 'AVAILABLE', 'LOCKED'] as const;
type KnownStatus = (typeof KNOWN)[number];
const isKnown = (status: string): status is KnownStatus => (KNOWN as readonly string[]).includes(status);

/** The daily check-in: the days of the cycle with their rewards, and today's to claim. */
export function CheckInSection() {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const days = useCheckInDays();
  const claim = useRewardClaim(async (day: CheckInDay) => {
    const answer = await sendCheckIn(day);
    return t('rewards_check_in_done', { amount: money(answer?.bonusAmount ?? day.bonusAmount) });
  });
  const { done, failure } = claim;
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useKeepFocus(section, heading, done !== null);
  const today = days.data?.find((day) => day.status === 'AVAILABLE');

  let body;
  if (days.isPending) body = <Spinner label={t('common_loading')} />;
  else if (days.isError) {
    body = (
      <StatePanel
        tone="error"
        title={t('rewards_check_in_failed')}
        action={
          <Button size="sm" variant="secondary" onClick={() => void days.refetch()} busy={days.isFetching}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  } else if (days.data.length === 0) {
    body = <StatePanel title={t('rewards_check_in_empty')} />;
  } else {
    body = (
      <>
        <ol className={styles.checkInDays} aria-label={t('rewards_check_in_days')}>
          {days.data.map((day) => (
            <li key={day.day} className={styles.checkInDay} data-status={day.status}>
              <span className={styles.itemTitle}>{t('rewards_check_in_day', { day: day.day })}</span>
              <span className={styles.checkInAmount}>{money(day.bonusAmount)}</span>
              <span className={styles.meta}>
                {isKnown(day.status) ? t(`rewards_check_in_status_${day.status}`) : day.status}
              </span>
            </li>
          ))}
        </ol>
        {today && !done ? (
          <Button onClick={() => claim.run(today)} busy={claim.busy} className={styles.action}>
            {t('rewards_check_in_claim', { amount: money(today.bonusAmount) })}
          </Button>
        ) : null}
        {!today && !done ? <p className={styles.meta}>{t('rewards_check_in_come_back')}</p> : null}
      </>
    );
  }

  return (
    <section className={centre.card} aria-labelledby="reward-centre-check-in" ref={section}>
      <h4 id="reward-centre-check-in" className={styles.sectionTitle} ref={heading} tabIndex={-1}>
        {t('rewards_check_in')}
      </h4>
      <p className={styles.hint}>{t('rewards_check_in_hint')}</p>
      {body}
      <ClaimOutcome done={done} failure={failure} />
    </section>
  );
}
