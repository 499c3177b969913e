import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfitLossDay } from './member-profit-loss';
import type { RecordFormat } from '../use-record-format';
import styles from '../records.module.css';

const SLOT = 10;
const HEIGHT = 100;
/** Room kept above and below the bars, so the tallest does not touch the frame. */
const PAD = 4;

/** What the bars show, in words: the chart's accessible summary (and a line under it for everyone). */
function summaryOf(days: readonly ProfitLossDay[], t: TFunction, format: RecordFormat): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return '';
  const range = { from: format.day(first.date), to: format.day(last.date) };
  const moving = days.filter((day) => Math.round(day.profitLoss * 100) !== 0);
  if (moving.length === 0) return t('records_chart_flat', range);
  const best = moving.reduce((a, b) => (b.profitLoss > a.profitLoss ? b : a));
  const worst = moving.reduce((a, b) => (b.profitLoss < a.profitLoss ? b : a));
  return t('records_chart_summary', {
    ...range,
    up: moving.filter((day) => day.profitLoss > 0).length,
    down: moving.filter((day) => day.profitLoss < 0).length,
    best: format.signed(best.profitLoss),
    bestDay: format.day(best.date),
    worst: format.signed(worst.profitLoss),
    worstDay: format.day(worst.date),
  });
}

/**
 * The daily profit and loss of the whole range as bars, oldest on the left: a profit rises above the
 * line, a loss hangs below it. Drawn by hand: a few rectangles do not need a chart library.
 */
export function ProfitLossChart({ days, format }: { days: readonly ProfitLossDay[]; format: RecordFormat }) {
  const { t } = useTranslation();
  const headingId = useId();
  // The answer is newest first; a chart reads left to right in time.
  const ordered = [...days].sort((a, b) => a.date.localeCompare(b.date));
  // The zero line sits where the best and worst days leave it: a range of gains only uses the full height.
  const highest = Math.max(...ordered.map((day) => day.profitLoss), 0);
  const lowest = Math.min(...ordered.map((day) => day.profitLoss), 0);
  const span = highest - lowest;
  const scale = span > 0 ? (HEIGHT - 2 * PAD) / span : 0;
  const zero = span > 0 ? PAD + highest * scale : HEIGHT / 2;
  const summary = summaryOf(ordered, t, format);
  const width = Math.max(ordered.length, 1) * SLOT;

  return (
    <figure className={styles.chart} aria-labelledby={headingId}>
      <figcaption id={headingId} className={styles.chartTitle}>
        {t('records_chart_title')}
      </figcaption>
      <svg
        className={styles.chartArea}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        <line x1={0} x2={width} y1={zero} y2={zero} className={styles.chartAxis} />
        {ordered.map((day, i) => {
          const height = Math.abs(day.profitLoss) * scale;
          if (height === 0) return null;
          return (
            <rect
              key={day.date}
              x={i * SLOT + 1.5}
              width={SLOT - 3}
              y={day.profitLoss > 0 ? zero - height : zero}
              height={Math.max(height, 0.8)}
              rx={1}
              className={day.profitLoss > 0 ? styles.barUp : styles.barDown}
            />
          );
        })}
      </svg>
      <div className={styles.chartEnds} aria-hidden="true">
        <span>{ordered[0] ? format.day(ordered[0].date) : ''}</span>
        <span>{ordered.length > 1 ? format.day(ordered[ordered.length - 1]!.date) : ''}</span>
      </div>
      {/* The same words as the picture's name: for the eye only, so a screen reader says them once. */}
      <p className={styles.chartSummary} aria-hidden="true">
        {summary}
      </p>
    </figure>
  );
}
