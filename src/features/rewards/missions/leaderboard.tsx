import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { numericCell, ScrollTable } from '@/components/scroll-table/scroll-table';
import { StatePanel } from '@/components/state-panel/state-panel';
import { languageEntry } from '@/i18n';
import { useMissionLeaderboard } from './mission-leaderboard';
import { useMoneyFormat } from '@/core/money-format';
import centre from '@/components/centre-layout/centre-card.module.css';
import styles from './missions.module.css';

/** The leaderboard, the member's own row highlighted and marked "You", and their rank said in words. */
export function Leaderboard() {
  const { t, i18n } = useTranslation();
  const { money } = useMoneyFormat();
  const numbers = new Intl.NumberFormat(languageEntry(i18n.language)?.tag ?? 'en');
  const board = useMissionLeaderboard();

  let body;
  if (board.isPending) body = <Spinner label={t('common_loading')} />;
  else if (board.isError) {
    body = (
      <StatePanel
        tone="error"
        title={t('missions_leaderboard_failed')}
        action={
          <Button size="sm" variant="secondary" onClick={() => void board.refetch()} busy={board.isFetching}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  } else {
    const { list, me } = board.data;
    const myRank = me?.rank ?? null;
    body = (
      <>
        <p className={styles.myRank}>
          {myRank !== null && myRank > 0
            ? t('missions_my_rank', { rank: numbers.format(myRank), points: numbers.format(me?.points ?? 0) })
            : t('missions_not_ranked')}
        </p>
        {list.length === 0 ? (
          <StatePanel title={t('missions_leaderboard_empty')} />
        ) : (
          <ScrollTable label={t('missions_leaderboard_table')} minWidth={400}>
            <thead>
              <tr>
                <th scope="col">{t('missions_col_rank')}</th>
                <th scope="col">{t('missions_col_account')}</th>
                <th scope="col" className={numericCell}>
                  {t('missions_col_points')}
                </th>
                <th scope="col" className={numericCell}>
                  {t('missions_col_reward')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((entry) => {
                const mine = entry.rank === myRank;
                return (
                  <tr key={`${entry.rank}-${entry.account}`} className={mine ? styles.mine : undefined}>
                    <td>
                      <span className={styles.rank} data-top={entry.rank <= 3 || undefined}>
                        {numbers.format(entry.rank)}
                      </span>
                    </td>
                    <td>
                      {entry.account}
                      {mine ? <span className={styles.you}>{t('missions_you')}</span> : null}
                    </td>
                    <td className={numericCell}>{numbers.format(entry.points)}</td>
                    <td className={numericCell}>{money(entry.reward)}</td>
                  </tr>
                );
              })}
            </tbody>
          </ScrollTable>
        )}
      </>
    );
  }

  return (
    <section className={centre.card} aria-labelledby="missions-leaderboard">
      <h4 id="missions-leaderboard" className={`${centre.cardTitle} ${styles.cardTitle}`}>
        {t('missions_leaderboard')}
      </h4>
      {body}
    </section>
  );
}
