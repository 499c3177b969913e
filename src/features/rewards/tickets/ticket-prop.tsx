import type { AnimationEvent } from 'react';
import type { PlayPhase } from './use-ticket-play';
import styles from '../reward-centre.module.css';

/**
 * The red envelope or the golden egg, drawn: it shakes while the open request is on its way, then opens or
 * cracks on the answer to show the server's prize. Decorative: the prize is also said as text beside it.
 */
export function TicketProp({
  kind,
  phase,
  prizeText,
  onLanded,
}: {
  kind: 'RED_ENVELOPE' | 'GOLDEN_EGG' | 'other';
  phase: PlayPhase;
  prizeText: string | null;
  onLanded: () => void;
}) {
  const end = (event: AnimationEvent) => {
    if (event.target === event.currentTarget && phase === 'landing') onLanded();
  };
  return (
    <div className={styles.propFrame} aria-hidden="true">
      <div className={styles.prop} data-kind={kind} data-phase={phase} onAnimationEnd={end}>
        <span className={styles.propMark} />
        {phase === 'won' && prizeText ? <span className={styles.propPrize}>{prizeText}</span> : null}
      </div>
    </div>
  );
}
