import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useRaffles } from './raffle-status';
import centre from '@/components/centre-layout/centre-card.module.css';
import { RaffleItem } from './raffle-item';
import styles from '../reward-centre.module.css';

/** The raffles the member entered: what each is worth and where it stands, Claim on those drawn. */
export function RaffleSection() {
  const { t } = useTranslation();
  const raffles = useRaffles();

  let body;
  if (raffles.isPending) body = <Spinner label={t('common_loading')} />;
  else if (raffles.isError) {
    body = (
      <StatePanel
        tone="error"
        title={t('rewards_raffles_failed')}
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void raffles.refetch()}
            busy={raffles.isFetching}
          >
            {t('common_retry')}
          </Button>
        }
      />
    );
  } else if (raffles.data.list.length === 0) {
    body = <StatePanel title={t('rewards_raffles_empty')} message={t('rewards_raffles_empty_hint')} />;
  } else {
    body = (
      <ul className={styles.raffles}>
        {raffles.data.list.map((raffle) => (
          <RaffleItem key={raffle.raffleId} raffle={raffle} />
        ))}
      </ul>
    );
  }

  return (
    <section className={centre.card} aria-labelledby="reward-centre-raffles">
      <h4 id="reward-centre-raffles" className={styles.sectionTitle}>
        {t('rewards_raffles')}
      </h4>
      <p className={styles.hint}>{t('rewards_raffles_hint')}</p>
      {body}
    </section>
  );
}
