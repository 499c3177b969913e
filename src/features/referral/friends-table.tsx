import { useTranslation } from 'react-i18next';
import type { InvitedFriend } from '@/core/api/referral-info';
import { numericCell, ScrollTable } from '@/components/scroll-table/scroll-table';
import { StatePanel } from '@/components/state-panel/state-panel';
import { languageEntry } from '@/i18n';
import { formatRecordDay } from '@/lib/record-format';
import { useMoneyFormat } from '@/core/money-format';
import centre from '@/components/centre-layout/centre-card.module.css';
import styles from './invite.module.css';

const KNOWN = ['REGISTERED', 'DEPOSITED', 'ACTIVE'] as const;
type KnownStatus = (typeof KNOWN)[number];
const isKnown = (status: string): status is KnownStatus => (KNOWN as readonly string[]).includes(status);

/** The friends the member invited and what each earned; accounts come masked from the server. */
export function FriendsTable({ friends, total }: { friends: InvitedFriend[]; total: number }) {
  const { t, i18n } = useTranslation();
  const { money } = useMoneyFormat();
  const locale = languageEntry(i18n.language)?.tag ?? 'en';

  return (
    <section className={centre.card} aria-labelledby="invite-friends">
      <div className={styles.friendsHead}>
        <h4 id="invite-friends" className={centre.cardTitle}>
          {t('invite_friends')}{' '}
          <span className={styles.count}>({t('invite_friend_count', { count: friends.length })})</span>
        </h4>
        <p className={styles.total}>
          <span>{t('invite_total')}</span> <strong>{money(total)}</strong>
        </p>
      </div>
      {friends.length === 0 ? (
        <StatePanel title={t('invite_empty')} message={t('invite_empty_hint')} />
      ) : (
        <ScrollTable label={t('invite_friends_table')} minWidth={440}>
          <thead>
            <tr>
              <th scope="col">{t('invite_col_account')}</th>
              <th scope="col">{t('invite_col_joined')}</th>
              <th scope="col">{t('invite_col_status')}</th>
              <th scope="col" className={numericCell}>
                {t('invite_col_reward')}
              </th>
            </tr>
          </thead>
          <tbody>
            {friends.map((friend, index) => (
              <tr key={`${friend.account}-${index}`}>
                <td>{friend.account}</td>
                <td>{friend.joinTime ? formatRecordDay(friend.joinTime.slice(0, 10), locale) : '-'}</td>
                <td>
                  <span className={styles.status} data-status={friend.status}>
                    {isKnown(friend.status) ? t(`invite_status_${friend.status}`) : friend.status}
                  </span>
                </td>
                <td className={numericCell}>{money(friend.reward)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
