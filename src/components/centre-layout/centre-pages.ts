import type { ComponentType } from 'react';
import type { TranslationKey } from '@/i18n';
import type { IconName } from '../icon/icon';

/**
 * One page of a centre, as its centre's table lists it (src/app/popups/member-centre.tsx and
 * agent-centre.tsx): the key the popup store opens it by, its menu entry and the page itself. A centre adds
 * its own fields (the member centre's unread badge, the agent centre's contract kind).
 */
export interface CentreRow {
  key: string;
  /** Other keys that open this page (the avatar opens My account as `profile`). */
  also?: readonly string[];
  labelKey: TranslationKey;
  icon: IconName;
  /** Its own chunk, as a rule, so the menu draws before any page's code arrives. */
  Page: ComponentType;
}

/**
 * The keys a table's rows are opened by, read from the table itself: the popup store's page names follow
 * the table without a list of their own (decision 030).
 */
export type CentreKeys<Table extends readonly CentreRow[]> = Table[number] extends infer Row
  ? Row extends { key: infer Key extends string }
    ? Key | (Row extends { also: readonly (infer Also extends string)[] } ? Also : never)
    : never
  : never;

/** The row a key opens among those shown; otherwise the centre's home page, or its first. */
export function rowOf<Row extends CentreRow>(
  rows: readonly Row[],
  key: string | undefined,
  home: string | undefined,
): Row | undefined {
  return (
    rows.find((row) => row.key === key || (key !== undefined && row.also?.includes(key))) ??
    rows.find((row) => row.key === home) ??
    rows[0]
  );
}
