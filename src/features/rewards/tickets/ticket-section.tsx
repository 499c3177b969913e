import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useRewardTickets } from './reward-tickets';
import centre from '@/components/centre-layout/centre-card.module.css';
import { TicketCard } from './ticket-card';
import styles from '../reward-centre.module.css';

/** The member's prize wheel, red envelope and golden egg tickets: the unused to play, the rest as a record. */
export function TicketSection() {
  const { t } = useTranslation();
  const tickets = useRewardTickets();

  let body;
  if (tickets.isPending) body = <Spinner label={t('common_loading')} />;
  else if (tickets.isError) {
    body = (
      <StatePanel
        tone="error"
        title={t('rewards_tickets_failed')}
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void tickets.refetch()}
            busy={tickets.isFetching}
          >
            {t('common_retry')}
          </Button>
        }
      />
    );
  } else if (tickets.data.list.length === 0) {
    body = <StatePanel title={t('rewards_tickets_empty')} message={t('rewards_tickets_empty_hint')} />;
  } else {
    body = (
      <ul className={styles.tickets}>
        {tickets.data.list.map((ticket) => (
          <TicketCard key={ticket.ticketId} ticket={ticket} />
        ))}
      </ul>
    );
  }

  return (
    <section className={centre.card} aria-labelledby="reward-centre-tickets">
      <h4 id="reward-centre-tickets" className={styles.sectionTitle}>
        {t('rewards_tickets')}
      </h4>
      <p className={styles.hint}>{t('rewards_tickets_hint')}</p>
      {body}
    </section>
  );
}
