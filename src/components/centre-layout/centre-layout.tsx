import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon';
import { LazyPage } from '../lazy-page/lazy-page';
import { CentreNavigation } from './centre-navigation';
import { rowOf, type CentreRow } from './centre-pages';
import styles from './centre-layout.module.css';

export interface CentreLayoutProps<Row extends CentreRow> {
  /** The pages shown, in the menu's order. */
  rows: readonly Row[];
  /** The key asked for by the opener; a key not among `rows` (yet) shows `home` until it is. */
  page?: string;
  /** The page shown when the key asked for is not among the rows: the first row when not said. */
  home?: string;
  /** The menu's name, for assistive technology. */
  menuLabel: string;
  /** Said when a page's code cannot be loaded. */
  failedTitle: string;
  /** Said above the menu (a part of it that could not be read). */
  menuNote?: ReactNode;
  /** What an entry shows after its label (an unread count). */
  badge?: (row: Row) => ReactNode;
}

/**
 * A centre (member or agent): the menu of its pages beside the page chosen, a row above it on a phone. It
 * keeps which page is shown: a menu entry, or a link inside a page (CentreNavigation), which also takes the
 * keyboard focus to the new page's title.
 */
export function CentreLayout<Row extends CentreRow>({
  rows,
  page,
  home,
  menuLabel,
  failedTitle,
  menuNote,
  badge,
}: CentreLayoutProps<Row>) {
  const { t } = useTranslation();
  const headingId = useId();
  const [asked, setAsked] = useState(page);
  const heading = useRef<HTMLHeadingElement>(null);
  const [linked, setLinked] = useState(0);
  const goTo = useCallback((key: string) => {
    setAsked(key);
    setLinked((n) => n + 1);
  }, []);
  useEffect(() => {
    if (linked > 0) heading.current?.focus();
  }, [linked]);
  const current = rowOf(rows, asked, home);
  if (!current) return null;
  const { Page } = current;

  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={menuLabel}>
        {menuNote}
        <ul className={styles.menuList}>
          {rows.map((row) => {
            const active = row.key === current.key;
            const mark = badge?.(row);
            return (
              <li key={row.key}>
                <button
                  type="button"
                  className={`${styles.menuItem} ${active ? styles.active : ''}`}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => setAsked(row.key)}
                >
                  <Icon name={row.icon} size={18} className={styles.menuIcon} />
                  <span className={styles.menuLabel}>{t(row.labelKey)}</span>
                  {mark ? <> {mark}</> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className={styles.content} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.pageTitle} ref={heading} tabIndex={-1}>
          {t(current.labelKey)}
        </h3>
        <CentreNavigation.Provider value={goTo}>
          <LazyPage resetKey={current.key} failedTitle={failedTitle}>
            <Page />
          </LazyPage>
        </CentreNavigation.Provider>
      </section>
    </div>
  );
}
