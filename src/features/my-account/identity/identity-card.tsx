import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@/api';
import centre from '@/components/centre-layout/centre-card.module.css';
import styles from './identity.module.css';
import { MemberAvatar } from './member-avatar';

/**
 * The VIP label in the site's colours for it, as the platform's member centre paints its level (a gradient
 * from `color` to `color2`): a badge beside the name, whose text keeps the page's colour so it stays legible
 * whatever the colours. The schema lets only #hex and rgb() colours through.
 */
function VipLabel({ label }: { label: NonNullable<MemberInfo['clubLabel']> }) {
  const from = label.color ?? label.color2;
  const to = label.color2 ?? label.color;
  return (
    <span className={styles.vip}>
      {from && to ? (
        <span
          className={styles.vipBadge}
          aria-hidden="true"
          style={{ background: `linear-gradient(0deg, ${from} 0%, ${to} 100%)` }}
        />
      ) : null}
      {label.labelName}
    </span>
  );
}

/** Who the member is: nickname, account, VIP level and since when. Names are server text, shown as text. */
export function IdentityCard({ member }: { member: MemberInfo }) {
  const { t, i18n } = useTranslation();
  const notSet = t('centre_not_set');
  const registered =
    typeof member.regDate === 'number'
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(member.regDate)
      : notSet;
  const details: [string, ReactNode][] = [
    [t('centre_nickname'), member.nickname || notSet],
    [t('centre_account'), member.account],
    [t('centre_vip'), member.clubLabel?.labelName ? <VipLabel label={member.clubLabel} /> : notSet],
    [t('centre_registered'), registered],
  ];

  return (
    <section className={centre.card} aria-labelledby="centre-identity">
      <div className={styles.identity}>
        <MemberAvatar name={member.nickname || member.account} />
        <h4 id="centre-identity" className={centre.cardTitle}>
          {t('centre_identity')}
        </h4>
      </div>
      <dl className={styles.details}>
        {details.map(([term, value]) => (
          <div key={term} className={styles.detail}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
