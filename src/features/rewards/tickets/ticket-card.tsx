import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { languageEntry } from '@/i18n';
import { formatRecordTime } from '@/lib/record-format';
import { useMoneyFormat } from '@/core/money-format';
import { useKeepFocus } from '../keep-focus';
import { isLocked, type ClaimTicket } from './claim-ticket-list';
import { PrizeWheel } from './prize-wheel';
import { TicketConditions } from './ticket-conditions';
import { ticketKind } from './ticket-kind';
import { TicketProp } from './ticket-prop';
import { useTicketPlay } from './use-ticket-play';
import styles from '../reward-centre.module.css';

/**
 * One ticket: its wheel, envelope or egg and the one action that opens it, the outcome always said in words
 * in a live region. A ticket whose conditions are not all met says what remains and cannot be opened.
 */
export function TicketCard({
  ticket,
  keep,
}: {
  ticket: ClaimTicket;
  /** Keeps the card on screen once it was played here, even when the list no longer holds it. */
  keep: (ticket: ClaimTicket) => void;
}) {
  const { t, i18n } = useTranslation();
  const { money } = useMoneyFormat();
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  const kind = ticketKind(ticket.type);
  const kept = useCallback(() => keep(ticket), [keep, ticket]);
  const play = useTicketPlay(ticket.transactionId, ticket.type, kept);
  const card = useRef<HTMLLIElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useKeepFocus(card, title, play.phase === 'won');
  const locked = isLocked(ticket) && play.phase === 'ready';
  const name = ticket.name || t(`rewards_ticket_type_${kind}`);

  let said = '';
  if (play.phase === 'waiting') said = t(`rewards_waiting_${kind}`);
  else if (play.phase === 'won') {
    if (play.prize !== null && play.prize > 0) said = t('rewards_won', { amount: money(play.prize) });
    else if (play.freeSpins !== null) said = t('rewards_won_free_spins', { count: play.freeSpins });
    else said = t('rewards_ticket_opened');
  }
  const prizeText = play.prize === null ? null : money(play.prize);

  return (
    <li
      className={styles.ticket}
      data-kind={kind}
      data-status={locked ? 'LOCKED' : 'AVAILABLE'}
      data-playable={locked ? undefined : true}
      ref={card}
    >
      <div className={styles.itemHead}>
        <h5 className={styles.itemTitle} ref={title} tabIndex={-1}>
          {name}
        </h5>
        <span className={styles.kind} data-kind={kind}>
          {t(`rewards_ticket_type_${kind}`)}
        </span>
      </div>
      {kind === 'PRIZE_WHEEL' && ticket.segments.length > 0 ? (
        <PrizeWheel
          segments={ticket.segments}
          phase={play.phase}
          segmentIndex={play.segmentIndex}
          onLanded={play.landed}
        />
      ) : (
        <TicketProp
          kind={kind === 'RED_ENVELOPE' || kind === 'GOLDEN_EGG' ? kind : 'other'}
          phase={play.phase}
          prizeText={prizeText}
          onLanded={play.landed}
        />
      )}
      {locked ? <TicketConditions ticket={ticket} /> : null}
      <p className={styles.said} role="status">
        {said}
      </p>
      {play.phase === 'won' && play.prize !== null && play.prize > 0 ? (
        <p className={styles.meta}>{t('rewards_won_credited')}</p>
      ) : null}
      {play.failure ? (
        <p className={styles.failure} role="alert">
          {play.failure}
        </p>
      ) : null}
      {play.phase !== 'won' && !locked ? (
        // Busy until the prize is said: the focus stays on it while the wheel lands, and no click counts.
        <Button onClick={play.play} busy={play.busy || play.phase === 'landing'} className={styles.action}>
          {t(`rewards_play_${kind}`)}
        </Button>
      ) : null}
      {ticket.endTime && play.phase !== 'won' ? (
        <p className={styles.meta}>
          {t('rewards_ticket_use_by', { time: formatRecordTime(ticket.endTime, locale) })}
        </p>
      ) : null}
    </li>
  );
}
