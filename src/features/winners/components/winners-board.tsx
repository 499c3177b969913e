import { useTranslation } from 'react-i18next';
import { AutoScroll } from '@/components/auto-scroll/auto-scroll';
import { Button } from '@/components/button/button';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useSystemStatus } from '@/core';
import { useMoneyFormat } from '@/core/money-format';
import { useWinners, type Winner } from '../api/winners';
import { JackpotCounter } from './jackpot-counter';
import { WinnerItem } from './winner-item';
import styles from './winners-board.module.css';

/** Product rules: constants and limits: the board shows the first 10 and the last 10 of the sorted list. */
const SHOWN = 10;

function WinnerList({ title, winners }: { title: string; winners: readonly Winner[] }) {
  const hosts = useSystemStatus().data?.info.imageCDNs ?? [];
  const { money } = useMoneyFormat();
  const id = `winners-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.column} aria-labelledby={id}>
      <AutoScroll
        label={title}
        className={styles.scroller}
        header={
          <h3 id={id} className={styles.columnTitle}>
            {title}
          </h3>
        }
      >
        <ul className={styles.list}>
          {winners.map((w, i) => (
            <WinnerItem key={`${w.nodeId}-${i}`} winner={w} imageHosts={hosts} money={money} />
          ))}
        </ul>
      </AutoScroll>
    </section>
  );
}

/** Home section 5: biggest wins, the rolling jackpot and the jackpot games. */
export function WinnersBoard() {
  const { t } = useTranslation();
  const { data, isError, refetch, isFetching } = useWinners();
  const { sign } = useMoneyFormat();
  const winners = data ?? [];

  return (
    <section className={styles.board} aria-labelledby="home-winners">
      <h2 id="home-winners" className="visually-hidden">
        {t('winners_title')}
      </h2>
      <div className={styles.grid}>
        {isError && !data ? (
          <div className={styles.wide}>
            <StatePanel
              tone="error"
              title={t('winners_error')}
              action={
                <Button size="sm" variant="secondary" busy={isFetching} onClick={() => void refetch()}>
                  {t('common_retry')}
                </Button>
              }
            />
          </div>
        ) : (
          <>
            <WinnerList title={t('biggest_wins')} winners={winners.slice(0, SHOWN)} />
            <JackpotCounter sign={sign} />
            <WinnerList title={t('jackpot_games')} winners={winners.slice(-SHOWN)} />
          </>
        )}
      </div>
    </section>
  );
}
