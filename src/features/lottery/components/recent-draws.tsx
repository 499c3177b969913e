import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { useLotteryDraws } from '../api/lottery-draws';
import styles from './recent-draws.module.css';

/** The latest draws of the chosen game: draw number, winning numbers as balls, and draw time. */
export function RecentDraws({ gameCode, vietnam }: { gameCode: string; vietnam: boolean }) {
  const { t } = useTranslation();
  const draws = useLotteryDraws(gameCode, vietnam);

  let body;
  if (draws.isPending) {
    body = (
      <div className={styles.state}>
        <Spinner size="sm" label={t('lottery_draws_loading')} />
      </div>
    );
  } else if (draws.isError) {
    body = (
      <div className={styles.state} role="alert">
        <span>{t('lottery_draws_error')}</span>
        <Button size="sm" variant="secondary" onClick={() => void draws.refetch()} busy={draws.isFetching}>
          {t('common_retry')}
        </Button>
      </div>
    );
  } else if (draws.data.length === 0) {
    body = <p className={styles.state}>{t('lottery_draws_empty')}</p>;
  } else {
    body = (
      <ol className={styles.list}>
        {draws.data.map((draw) => {
          const numbers = draw.openNumbers
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean);
          return (
            <li key={draw.drawNumber} className={styles.draw}>
              <span className={styles.drawNumber}>
                {t('lottery_draw_number', { number: draw.drawNumber })}
              </span>
              <span className="visually-hidden">
                {t('lottery_draw_numbers', { numbers: numbers.join(', ') })}
              </span>
              <span className={styles.balls} aria-hidden="true">
                {numbers.map((n, i) => (
                  <span key={i} className={styles.ball}>
                    {n}
                  </span>
                ))}
              </span>
              <time className={styles.time}>{draw.openTime}</time>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <section className={styles.draws} aria-labelledby="lottery-draws-title">
      <h3 id="lottery-draws-title" className={styles.title}>
        {t('lottery_recent_draws')}
      </h3>
      {body}
    </section>
  );
}
