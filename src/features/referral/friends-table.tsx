import { useTranslation } from 'react-i18next';
import type { InvitedFriend } from '@/api/schemas/rewards';
import type { ReportColumn } from '@/components/paged-report/report-column';
import { PagedTable } from '@/components/paged-report/paged-table';
import { StatePanel } from '@/components/state-panel/state-panel';
import { languageEntry } from '@/i18n';
import { formatRecordDay } from '@/lib/record-format';
import { useMoneyFormat } from '@/core/money-format';
import centre from '@/components/centre-layout/centre-card.module.css';
import type { ReferralPage } from './api/referral-list';
import styles from './invite.module.css';

const KNOWN = ['REGISTERED', 'DEPOSITED', 'ACTIVE'] as const;
type KnownStatus = (typeof KNOWN)[number];
const isKnown = (status: string): status is KnownStatus => (KNOWN as readonly string[]).includes(status);

/**
 * The friends the member invited and what each earned, a page at a time, under the number of invitations
 * and the rewards of all of them; accounts come masked from the server.
 */
export function FriendsTable({
  friends,
  invitations,
  page,
  onPage,
  failed,
}: {
  friends: ReferralPage | undefined;
  invitations: number;
  page: number;
  onPage: (page: number) => void;
  failed: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { money } = useMoneyFormat();
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  const columns: ReportColumn<InvitedFriend>[] = [
    { id: 'account', header: t('invite_col_account'), cell: (friend) => friend.account },
    {
      id: 'joined',
      header: t('invite_col_joined'),
      cell: (friend) => (friend.joinTime ? formatRecordDay(friend.joinTime.slice(0, 10), locale) : '-'),
    },
    {
      id: 'status',
      header: t('invite_col_status'),
      cell: (friend) => (
        <span className={styles.status} data-status={friend.status}>
          {isKnown(friend.status) ? t(`invite_status_${friend.status}`) : friend.status}
        </span>
      ),
    },
    {
      id: 'reward',
      header: t('invite_col_reward'),
      numeric: true,
      cell: (friend) => money(friend.reward),
    },
  ];

  return (
    <section className={centre.card} aria-labelledby="invite-friends">
      <div className={styles.friendsHead}>
        <h4 id="invite-friends" className={centre.cardTitle}>
          {t('invite_friends')}{' '}
          <span className={styles.count}>({t('invite_friend_count', { count: invitations })})</span>
        </h4>
        {friends ? (
          <p className={styles.total}>
            <span>{t('invite_total')}</span> <strong>{money(friends.footer.totalReward)}</strong>
          </p>
        ) : null}
      </div>
      {failed ? (
        <StatePanel tone="error" title={t('invite_friends_failed')} />
      ) : !friends ? null : friends.list.length === 0 && page === 1 ? (
        <StatePanel title={t('invite_empty')} message={t('invite_empty_hint')} />
      ) : (
        <PagedTable
          label={t('invite_friends_table')}
          pagerLabel={t('invite_friends_pages')}
          columns={columns}
          rows={friends.list}
          rowKey={(friend, at) => `${friend.account}-${at}`}
          page={page}
          totalPages={Math.max(1, friends.totalPages)}
          onPage={onPage}
          minWidth={440}
        />
      )}
    </section>
  );
}
