import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { menuLabel } from '../menu-label';
import type { LotteryMenu } from '../use-lottery-menus';
import { LotteryGameIcon } from './lottery-game-icon';
import styles from './lottery-game-list.module.css';

export interface LotteryGameListProps {
  menus: readonly LotteryMenu[];
  selectedCode: string | undefined;
}

/**
 * The page's side list: each menu with its games. A game is a link to the same page with ?gameCode=, so the
 * choice lives in the address (shareable, Back works) and the list needs no script to be usable.
 */
export function LotteryGameList({ menus, selectedCode }: LotteryGameListProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.side} aria-label={t('lottery_games')}>
      {menus.map((menu) => {
        const headingId = `lottery-menu-${menu.menuCode.replace(/[^\w-]/g, '_')}`;
        return (
          <section key={menu.menuCode} className={styles.menu} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.menuTitle}>
              {menuLabel(menu)}
              <span className={styles.count}>{menu.games.length}</span>
            </h2>
            <ul className={styles.games}>
              {menu.games.map((game) => {
                const selected = game.gameCode === selectedCode;
                return (
                  <li key={game.gameCode}>
                    <Link
                      to={{ search: `?gameCode=${encodeURIComponent(game.gameCode)}` }}
                      replace
                      className={`${styles.game} ${selected ? styles.selected : ''}`}
                      aria-current={selected ? 'true' : undefined}
                    >
                      <LotteryGameIcon iconUrl={game.iconUrl} gameType={game.gameType} size="sm" />
                      <span className={styles.name}>{game.gameName}</span>
                      {game.maintenance ? (
                        <span className={styles.badge}>{t('lottery_maintenance_short')}</span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
