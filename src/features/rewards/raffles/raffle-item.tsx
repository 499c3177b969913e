import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { languageEntry, type TranslationKey } from '@/i18n';
import { claimRaffle } from './claim-raffle';
import type { Raffle } from './raffle-status';
import { formatRecordTime } from '@/lib/record-format';
import { useMoneyFormat } from '@/core/money-format';
import { useKeepFocus } from '../keep-focus';
import { useRewardClaim } from '../use-reward-claim';
import styles from '../reward-centre.module.css';
import { ClaimOutcome } from '../claim-outcome';

const KNOWN = ['CLAIMABLE', 'CLAIMED', 'NOT_DRAWN', 'EXPIRED'] as const;
type KnownStatus = (typeof KNOWN)[number];
const isKnown = (status: string): status is KnownStatus => (KNOWN as readonly string[]).includes(status);

/** One raffle: its prize, where it stands (with the date that matters) and, when ready, Claim. */
export function RaffleItem({ raffle }: { raffle: Raffle }) {
  const { t, i18n } = useTranslation();
  const { money } = useMoneyFormat();
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  const claim = useRewardClaim(async () => {
    const claimed = await claimRaffle(raffle.raffleId);
    return t('rewards_claimed_done', { amount: money(claimed.prize ?? raffle.prize ?? 0) });
  });
  const { done, failure } = claim;
  const item = useRef<HTMLLIElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useKeepFocus(item, title, done !== null);

  const status = raffle.status;
  const dates: Partial<Record<string, [TranslationKey, string | null | undefined]>> = {
    CLAIMABLE: ['rewards_raffle_claim_by', raffle.claimDeadline],
    CLAIMED: ['rewards_raffle_claimed_on', raffle.claimTime],
    NOT_DRAWN: ['rewards_raffle_draw_on', raffle.drawTime],
    EXPIRED: ['rewards_raffle_expired_on', raffle.claimDeadline],
  };
  const [dateKey, date] = dates[status] ?? [];
  const when = dateKey && date ? t(dateKey, { time: formatRecordTime(date, locale) }) : null;

  return (
    <li className={styles.raffle} data-status={status} ref={item}>
      <div className={styles.itemHead}>
        <h5 className={styles.itemTitle} ref={title} tabIndex={-1}>
          {raffle.title}
        </h5>
        <span className={styles.status} data-status={status}>
          {isKnown(status) ? t(`rewards_raffle_status_${status}`) : status}
        </span>
      </div>
      <p className={styles.prize}>
        {raffle.prize === null || raffle.prize === undefined
          ? t('rewards_raffle_prize_unknown')
          : t('rewards_raffle_prize', { amount: money(raffle.prize) })}
      </p>
      {when ? <p className={styles.meta}>{when}</p> : null}
      {status === 'CLAIMABLE' && !done ? (
        <Button size="sm" onClick={claim.run} busy={claim.busy} className={styles.action}>
          {t('rewards_claim')}
        </Button>
      ) : null}
      <ClaimOutcome done={done} failure={failure} />
    </li>
  );
}
