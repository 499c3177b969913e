import { useCallback, useState } from 'react';
import {
  presetRange,
  rangeProblem,
  utcDay,
  type DayRange,
  type RangePreset,
  type RangeProblem,
} from '@/lib/record-dates';

/** Filters by name (vendor, gameType, type, level...), each with its own word for none. */
export type RecordFilters = Readonly<Record<string, string>>;

interface FilterState<F extends RecordFilters> {
  /** The preset whose button is pressed; null once the member types dates of their own. */
  preset: RangePreset | null;
  /** The dates as typed (or set by a preset), kept even while they make no valid range. */
  draft: DayRange;
  /** The last valid range: what the table shows. */
  applied: DayRange;
  filters: F;
  page: number;
}

/** What the shared filter bar needs: the same for every page, whatever its own filters. */
export interface RangeControls {
  preset: RangePreset | null;
  draft: DayRange;
  problem: RangeProblem | null;
  choosePreset: (preset: RangePreset) => void;
  typeDate: (edge: keyof DayRange, value: string) => void;
}

export interface RecordFilterControls<F extends RecordFilters> extends RangeControls {
  /** The server's today (yyyy-MM-dd): the last day a date field offers. */
  today: string;
  range: DayRange;
  filters: F;
  page: number;
  setFilter: (name: keyof F & string, value: string) => void;
  setPage: (page: number) => void;
}

const DEFAULT_PRESET: RangePreset = 'last7';

/**
 * The range, filters and page of one record page. Presets count from the server's clock. A typed range
 * is asked for as soon as it is valid; while it is not, the table keeps the last valid one and the typed
 * dates stay as they are. Any change of range or filter goes back to the first page.
 */
export function useRecordFilters<F extends RecordFilters>(
  initialFilters: F,
  /** The server's clock (serverNow): presets count from its today, never the browser's. */
  now: () => number,
): RecordFilterControls<F> {
  const [state, setState] = useState<FilterState<F>>(() => {
    const range = presetRange(DEFAULT_PRESET, now());
    return { preset: DEFAULT_PRESET, draft: range, applied: range, filters: initialFilters, page: 1 };
  });

  const choosePreset = useCallback(
    (preset: RangePreset) => {
      const range = presetRange(preset, now());
      setState((s) => ({ ...s, preset, draft: range, applied: range, page: 1 }));
    },
    [now],
  );

  const typeDate = useCallback((edge: keyof DayRange, value: string) => {
    setState((s) => {
      const draft = { ...s.draft, [edge]: value };
      const valid = rangeProblem(draft) === null;
      return {
        ...s,
        preset: null,
        draft,
        applied: valid ? draft : s.applied,
        page: valid ? 1 : s.page,
      };
    });
  }, []);

  const setFilter = useCallback((name: keyof F & string, value: string) => {
    setState((s) => ({ ...s, filters: { ...s.filters, [name]: value }, page: 1 }));
  }, []);

  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);

  return {
    today: utcDay(now()),
    preset: state.preset,
    draft: state.draft,
    problem: rangeProblem(state.draft),
    range: state.applied,
    filters: state.filters,
    page: state.page,
    choosePreset,
    typeDate,
    setFilter,
    setPage,
  };
}
