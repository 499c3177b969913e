import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@/api';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import centre from '@/components/centre-layout/centre-card.module.css';
import { useRankProgress } from './rank-progress';
import { RankBenefitsPanel } from './rank-benefits-panel';
import { TurnoverBar } from './turnover-bar';
import styles from './vip.module.css';

/**
 * The rank's colours for the bars, as the member centre paints its level (`color` to `color2`); member
 * info's schema let only checked colours through, and without them the theme's stand in.
 */
function rankColours(label: MemberInfo['clubLabel']): CSSProperties | undefined {
  const from = label?.color ?? label?.color2;
  const to = label?.color2 ?? label?.color;
  return from && to ? ({ '--vip-from': from, '--vip-to': to } as CSSProperties) : undefined;
}

/** VIP progress: the member's rank, the turnover toward the next one, and the rank's benefits and rules. */
export function VipCard({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const id = useId();
  const progress = useRankProgress();
  const [open, setOpen] = useState(false);

  let body;
  if (progress.isPending) body = <Spinner size="sm" label={t('common_loading')} />;
  else if (progress.isError) {
    body = (
      <div role="alert" className={styles.failed}>
        <p>{t('account_vip_failed')}</p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void progress.refetch()}
          busy={progress.isFetching}
        >
          {t('common_retry')}
        </Button>
      </div>
    );
  } else {
    const { playerRankName, nextRankName, monthlyTurnover, totalTurnover } = progress.data;
    const rank = playerRankName || member.clubLabel?.labelName || '';
    body = (
      <>
        <p className={styles.rank}>
          {rank ? t('account_vip_rank', { rank }) : null}
          <span className={styles.toward}>
            {nextRankName ? t('account_vip_toward', { rank: nextRankName }) : t('account_vip_toward_next')}
          </span>
        </p>
        {monthlyTurnover ? <TurnoverBar label={t('account_vip_monthly')} part={monthlyTurnover} /> : null}
        {totalTurnover ? <TurnoverBar label={t('account_vip_total')} part={totalTurnover} /> : null}
      </>
    );
  }

  return (
    <section
      className={`${centre.card} ${styles.card}`}
      style={rankColours(member.clubLabel)}
      aria-labelledby={`${id}-title`}
    >
      <div className={styles.head}>
        <h4 id={`${id}-title`} className={centre.cardTitle}>
          {t('account_vip_title')}
        </h4>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={open ? `${id}-more` : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          {t('account_vip_more')}
        </Button>
      </div>
      {body}
      {open ? <RankBenefitsPanel id={`${id}-more`} /> : null}
    </section>
  );
}
