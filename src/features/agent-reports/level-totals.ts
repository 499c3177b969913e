import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { TotalsLine } from '@/components/record-table/record-table';

/**
 * The table foot of a team report: the total of the whole filtered result, then each level's own (the
 * direct members first, then each level below them).
 */
export function levelTotalsLines<F extends object>(
  t: TFunction,
  total: F,
  levels: readonly (F & { level: number })[],
  cells: (figures: F) => Readonly<Record<string, ReactNode>>,
): TotalsLine[] {
  return [
    { label: t('records_total'), cells: cells(total) },
    ...levels.map((line) => ({
      label:
        line.level === 1
          ? t('agent_report_direct_total')
          : t('agent_report_level_total', { level: line.level }),
      cells: cells(line),
    })),
  ];
}
