import { useEffect, type TransitionEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { languageEntry } from '@/i18n';
import { useMoneyFormat } from '@/core/money-format';
import { landingAngle } from './ticket-kind';
import type { PlayPhase } from './use-ticket-play';
import styles from '../reward-centre.module.css';

const RADIUS = 96;

/** A point on the wheel's rim, `degrees` clockwise from the top. */
function rim(degrees: number, radius = RADIUS): string {
  const radians = (degrees * Math.PI) / 180;
  return `${(Math.sin(radians) * radius).toFixed(2)} ${(-Math.cos(radians) * radius).toFixed(2)}`;
}

/**
 * The prize wheel: the ticket's segments, clockwise from the pointer at the top. It spins while the open
 * request is on its way and then slows onto the segment of the server's answer; it never picks one itself.
 */
export function PrizeWheel({
  segments,
  phase,
  segmentIndex,
  onLanded,
}: {
  segments: readonly number[];
  phase: PlayPhase;
  segmentIndex: number | null;
  onLanded: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { money } = useMoneyFormat();
  const figures = new Intl.NumberFormat(languageEntry(i18n.language)?.tag ?? 'en', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const count = Math.max(segments.length, 1);
  const segment = 360 / count;
  const stopped = (phase === 'landing' || phase === 'won') && segmentIndex !== null && segmentIndex >= 0;
  const rotation = stopped ? landingAngle(segmentIndex, count) : 0;

  // An answer without a segment of this wheel has nowhere to land: the prize is said at once.
  const nowhere = phase === 'landing' && !stopped;
  useEffect(() => {
    if (nowhere) onLanded();
  }, [nowhere, onLanded]);

  const end = (event: TransitionEvent) => {
    if (event.target === event.currentTarget && phase === 'landing') onLanded();
  };

  return (
    <div className={styles.wheelFrame}>
      <span className={styles.pointer} aria-hidden="true" />
      <svg
        className={styles.wheel}
        data-phase={phase}
        viewBox="-100 -100 200 200"
        role="img"
        aria-label={t('rewards_wheel_label', {
          count: segments.length,
          prizes: segments.map((amount) => money(amount)).join(', '),
        })}
        style={stopped ? { transform: `rotate(${rotation}deg)` } : undefined}
        onTransitionEnd={end}
      >
        <circle r="99" className={styles.wheelRim} />
        {segments.map((amount, index) => {
          const from = index * segment;
          const to = from + segment;
          const middle = from + segment / 2;
          return (
            <g key={`${index}-${amount}`}>
              <path
                d={`M 0 0 L ${rim(from)} A ${RADIUS} ${RADIUS} 0 0 1 ${rim(to)} Z`}
                className={styles.wheelSegment}
                data-tone={index % 3}
                data-won={(phase === 'won' && index === segmentIndex) || undefined}
              />
              <text className={styles.wheelLabel} transform={`rotate(${middle - 90}) translate(60 0)`}>
                {figures.format(amount)}
              </text>
            </g>
          );
        })}
        <circle r="16" className={styles.wheelHub} />
      </svg>
    </div>
  );
}
