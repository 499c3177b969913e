import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { launchLottery, type LaunchView } from '../launch-lottery';
import { lottoAreaFor, type LotteryVariant } from '../lottery-variant';
import { menuLabel } from '../menu-label';
import type { PrizeMode } from '../prize-mode';
import type { SelectedGame } from '../select-game';
import type { LotteryMenu } from '../use-lottery-menus';
import { LotteryGameIcon } from './lottery-game-icon';
import { RecentDraws } from './recent-draws';
import styles from './lottery-stage.module.css';

export interface LotteryStageProps {
  variant: LotteryVariant;
  prizeMode: PrizeMode;
  selected: SelectedGame;
  menu: LotteryMenu | undefined;
  /** The vendor's display name, or its code when the vendor list does not name it. */
  vendorName: string;
}

/** The chosen game, large, with the two ways in: its lobby or the game itself, and its latest draws. */
export function LotteryStage({ variant, prizeMode, selected, menu, vendorName }: LotteryStageProps) {
  const { t } = useTranslation();
  const { game, listed } = selected;
  const area = lottoAreaFor(variant, game.vendor, selected.menuCode);
  const gameRef = {
    nodeId: game.nodeId ?? '',
    vassalage: game.vendor,
    gameType: game.gameType || prizeMode,
    gameName: game.gameName,
    gameCode: game.gameCode,
    maintenance: game.maintenance,
  };
  const start = (view: LaunchView) => launchLottery({ area, prizeMode, game: gameRef, view });

  return (
    <section className={styles.stage} aria-labelledby="lottery-stage-title">
      <div className={styles.hero}>
        <LotteryGameIcon iconUrl={game.iconUrl} gameType={game.gameType} size="lg" />
        <div className={styles.heading}>
          {menu ? <p className={styles.kicker}>{menuLabel(menu)}</p> : null}
          <h2 id="lottery-stage-title" className={styles.title}>
            {game.gameName}
          </h2>
        </div>
        <ul className={styles.facts} aria-label={t('lottery_game_details')}>
          <li>
            <span className={styles.factLabel}>{t('lottery_area')}</span>
            {t(area === 'VN' ? 'lottery_area_vn' : 'lottery_area_sea')}
          </li>
          <li>
            <span className={styles.factLabel}>{t('lottery_prize_mode')}</span>
            {t(prizeMode === 'ELOTT' ? 'lottery_prize_elott' : 'lottery_prize_lott')}
          </li>
          {vendorName ? (
            <li>
              <span className={styles.factLabel}>{t('lottery_vendor')}</span>
              {vendorName}
            </li>
          ) : null}
        </ul>
      </div>

      {game.maintenance ? (
        <p className={styles.notice} role="status">
          {t('lottery_game_maintenance')}
        </p>
      ) : null}
      {!listed ? <p className={styles.hint}>{t('lottery_not_listed')}</p> : null}

      <div className={styles.actions}>
        <Button size="lg" onClick={() => start('lobby')} icon={<Icon name="home" size={20} />}>
          {t('lottery_enter_lobby')}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          onClick={() => start('game')}
          icon={<Icon name="star" size={20} />}
        >
          {t('lottery_play')}
        </Button>
      </div>

      {game.gameCode ? <RecentDraws gameCode={game.gameCode} vietnam={area === 'VN'} /> : null}
    </section>
  );
}
