import { useTranslation } from 'react-i18next';
import { GAME_START_ACTION, startGame } from '@/core';
import { assetUrl } from '@/lib/cdn';
import { usePendingAction } from '@/lib/pending-action';
import type { Winner } from '../api/winners';
import styles from './winners-board.module.css';

export interface WinnerItemProps {
  winner: Winner;
  imageHosts: readonly string[];
  /** The amount as the site writes money. */
  money: (amount: number) => string;
}

/** One win: game icon, who won, the just-won label, the game and the amount; a click starts that game. */
export function WinnerItem({ winner, imageHosts, money }: WinnerItemProps) {
  const { t } = useTranslation();
  const icon = assetUrl(imageHosts, winner.iconUrl);
  const starting = usePendingAction(GAME_START_ACTION, winner.nodeId);
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        aria-busy={starting || undefined}
        onClick={() =>
          startGame({
            nodeId: winner.nodeId,
            vassalage: winner.vendor,
            gameType: winner.gameType,
            gameName: winner.gameName,
            gameCode: winner.gameCode,
          })
        }
      >
        <span className={styles.icon}>
          {icon ? <img src={icon} alt="" width={44} height={44} loading="lazy" decoding="async" /> : null}
        </span>
        <span className={styles.who}>
          <span className={styles.name}>{winner.customerName}</span>
          <span className={styles.justWon}>{t('just_won')}</span>
          <span className={styles.game}>{winner.gameName}</span>
        </span>
        <span className={styles.amount}>{money(winner.winAmount)}</span>
      </button>
    </li>
  );
}
