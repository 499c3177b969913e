import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import type { Mission } from './mission-summary';
import { languageEntry } from '@/i18n';
import { formatRecordTime } from '@/lib/record-format';
import { useMoneyFormat } from '@/core/money-format';
import { useRewardClaim } from '../use-reward-claim';
import { sendClaimMission } from './claim-mission-rewards';
import { useRefreshMissions } from './refresh-missions';
import styles from './missions.module.css';
import { ClaimOutcome } from '../claim-outcome';

const KNOWN = ['IN_PROGRESS', 'COMPLETED', 'CLAIMED'] as const;
type KnownStatus = (typeof KNOWN)[number];
const isKnown = (status: string): status is KnownStatus => (KNOWN as readonly string[]).includes(status);

/**
 * One mission: its title (server text), progress bar with the value also in words, reward and status, and
 * for a completed one the Claim of its reward.
 */
function MissionItem({ mission }: { mission: Mission }) {
  const { t, i18n } = useTranslation();
  const { money } = useMoneyFormat();
  const refresh = useRefreshMissions();
  const claim = useRewardClaim(async () => {
    const answer = await sendClaimMission(mission.missionId);
    return t('rewards_claimed_done', { amount: money(answer?.rewardAmount ?? mission.reward) });
  }, refresh);
  const { done, failure } = claim;
  const numbers = new Intl.NumberFormat(languageEntry(i18n.language)?.tag ?? 'en');
  const target = Math.max(mission.target, 0);
  const progress = Math.min(Math.max(mission.progress, 0), target);
  const percent = target > 0 ? Math.round((progress / target) * 100) : 0;
  const valueText = t('missions_progress_value', {
    progress: numbers.format(progress),
    target: numbers.format(target),
  });

  return (
    <li className={styles.mission}>
      <div className={styles.missionHead}>
        <span className={styles.missionTitle}>{mission.title}</span>
        <span className={styles.status} data-status={mission.status}>
          {isKnown(mission.status) ? t(`missions_status_${mission.status}`) : mission.status}
        </span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('missions_progress_label', { title: mission.title })}
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={progress}
        aria-valuetext={valueText}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <div className={styles.missionFoot}>
        <span>{valueText}</span>
        <span className={styles.reward}>{t('missions_reward', { amount: money(mission.reward) })}</span>
      </div>
      {mission.status === 'COMPLETED' && !done ? (
        <Button
          size="sm"
          onClick={claim.run}
          busy={claim.busy}
          aria-label={t('missions_claim_named', { title: mission.title })}
        >
          {t('missions_claim')}
        </Button>
      ) : null}
      <ClaimOutcome done={done} failure={failure} />
    </li>
  );
}

export function MissionList({
  missions,
  endTime,
}: {
  missions: Mission[];
  endTime: string | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  return (
    <>
      {endTime ? (
        <p className={styles.ends}>{t('missions_ends', { time: formatRecordTime(endTime, locale) })}</p>
      ) : null}
      <ul className={styles.missions}>
        {missions.map((mission) => (
          <MissionItem key={mission.missionId} mission={mission} />
        ))}
      </ul>
    </>
  );
}
