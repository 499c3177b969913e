import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api';
import { Button } from '@/components/button/button';
import { CategoryIcon } from '@/components/icon/category-icon';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import type { TranslationKey } from '@/i18n';
import type { LotteryVariant } from '../lottery-variant';
import { selectGame } from '../select-game';
import { useLotteryMenus } from '../use-lottery-menus';
import { LotteryGameList } from './lottery-game-list';
import { LotteryStage } from './lottery-stage';
import styles from './lottery-view.module.css';

/**
 * The body of the three lottery pages: the lottery menus and their games beside the chosen game, which the
 * address names (?gameCode=) and which opens in its lobby or directly.
 */
export function LotteryView({ variant }: { variant: LotteryVariant }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { prizeMode, menus, vendorNames, status, error, isFetching, retry } = useLotteryMenus(variant);
  const retryButton = (
    <Button variant="secondary" onClick={retry} busy={isFetching}>
      {t('common_retry')}
    </Button>
  );

  if (status === 'pending') {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label={t('lottery_loading')} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <StatePanel
        size="page"
        tone="error"
        icon={<CategoryIcon code="LOTT" size={28} />}
        title={t('lottery_error_title')}
        message={t(errorMessageKey(error) as TranslationKey)}
        action={retryButton}
      />
    );
  }

  const selected = selectGame(menus, params.get('gameCode'));
  if (!selected) {
    return (
      <StatePanel
        size="page"
        icon={<CategoryIcon code="LOTT" size={28} />}
        title={t('lottery_empty_title')}
        message={t('lottery_empty_text')}
        action={retryButton}
      />
    );
  }
  const menu = menus.find((m) => m.menuCode === selected.menuCode);

  return (
    <div className={styles.layout}>
      {menus.length > 0 ? <LotteryGameList menus={menus} selectedCode={selected.game.gameCode} /> : null}
      <LotteryStage
        variant={variant}
        prizeMode={prizeMode}
        selected={selected}
        menu={menu}
        vendorName={vendorNames.get(selected.game.vendor) || selected.game.vendor}
      />
    </div>
  );
}
