import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardTicket } from './reward-tickets';
import { Button } from '@/components/button/button';
import { languageEntry } from '@/i18n';
import { formatRecordTime } from '@/lib/record-format';
import { useMoneyFormat } from '@/core/money-format';
import { useKeepFocus } from '../keep-focus';
import { PrizeWheel } from './prize-wheel';
import { ticketKind } from './ticket-kind';
import { TicketProp } from './ticket-prop';
import { useTicketPlay } from './use-ticket-play';
import styles from '../reward-centre.module.css';

/**
 * One ticket. Unused: its wheel, envelope or egg and the one action that opens it, the outcome always
 * said in words in a live region. Used: the prize it gave. Expired: said so.
 */
export function TicketCard({ ticket }: { ticket: RewardTicket }) {
  const { t, i18n } = useTranslation();
  const { money } = useMoneyFormat();
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  const kind = ticketKind(ticket.type);
  const play = useTicketPlay(ticket.ticketId);
  // Once opened here, the card keeps the game and its outcome even after the list is read again; after a
  // failure the list's word wins (a refusal because the ticket was used elsewhere shows it used).
  const playing = play.phase === 'waiting' || play.phase === 'landing' || play.phase === 'won';
  const prizeText = play.prize === null ? null : money(play.prize);
  const card = useRef<HTMLLIElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useKeepFocus(card, title, play.phase === 'won');

  const head = (
    <div className={styles.itemHead}>
      <h5 className={styles.itemTitle} ref={title} tabIndex={-1}>
        {ticket.title}
      </h5>
      <span className={styles.kind} data-kind={kind}>
        {t(`rewards_ticket_type_${kind}`)}
      </span>
    </div>
  );

  if (!playing && ticket.status !== 'UNUSED') {
    const used = ticket.status === 'USED';
    const time = used ? ticket.useTime : ticket.expireTime;
    return (
      <li className={styles.ticket} data-kind={kind} data-status={ticket.status}>
        {head}
        <p className={styles.prize}>
          {used
            ? t('rewards_ticket_won', { amount: money(ticket.prize ?? 0) })
            : ticket.status === 'EXPIRED'
              ? t('rewards_ticket_expired')
              : ticket.status}
        </p>
        {time ? (
          <p className={styles.meta}>
            {t(used ? 'rewards_ticket_used_on' : 'rewards_ticket_expired_on', {
              time: formatRecordTime(time, locale),
            })}
          </p>
        ) : null}
        {play.failure ? (
          <p className={styles.failure} role="alert">
            {play.failure}
          </p>
        ) : null}
      </li>
    );
  }

  let said = '';
  if (play.phase === 'waiting') said = t(`rewards_waiting_${kind}`);
  else if (play.phase === 'won' && prizeText) said = t('rewards_won', { amount: prizeText });

  return (
    <li className={styles.ticket} data-kind={kind} data-status="UNUSED" data-playable ref={card}>
      {head}
      {kind === 'PRIZE_WHEEL' ? (
        <PrizeWheel
          segments={ticket.segments}
          phase={play.phase}
          segmentIndex={play.segmentIndex}
          onLanded={play.landed}
        />
      ) : (
        <TicketProp kind={kind} phase={play.phase} prizeText={prizeText} onLanded={play.landed} />
      )}
      <p className={styles.said} role="status">
        {said}
      </p>
      {play.phase === 'won' ? <p className={styles.meta}>{t('rewards_won_credited')}</p> : null}
      {play.failure ? (
        <p className={styles.failure} role="alert">
          {play.failure}
        </p>
      ) : null}
      {play.phase !== 'won' ? (
        // Busy until the prize is said: the focus stays on it while the wheel lands, and no click counts.
        <Button onClick={play.play} busy={play.busy || play.phase === 'landing'} className={styles.action}>
          {t(`rewards_play_${kind}`)}
        </Button>
      ) : null}
      {ticket.expireTime && play.phase !== 'won' ? (
        <p className={styles.meta}>
          {t('rewards_ticket_use_by', { time: formatRecordTime(ticket.expireTime, locale) })}
        </p>
      ) : null}
    </li>
  );
}
