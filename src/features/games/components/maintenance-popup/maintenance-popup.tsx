import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner/spinner';
import { maintenanceEndText } from '@/core/launch-refusal';
import { languageEntry } from '@/i18n';
import type { PopupPropsByName } from '@/lib/popup-store';
import { useGameList } from '../../api/game-list';
import { TileGrid } from '../tile-grid/tile-grid';
import styles from './maintenance-popup.module.css';

/** How many other games are suggested. */
const SUGGESTIONS = 6;

/**
 * A game under maintenance (product rules: messages and errors): the translated message, and a few other games of the same
 * type to play instead, the same vendor's first.
 */
export function GameMaintenancePopup({
  game,
  endTime,
  onClose,
}: PopupPropsByName['gameMaintenance'] & { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ends = maintenanceEndText(endTime, languageEntry(i18n.language)?.tag ?? 'en');
  const headingId = useId();
  const gameType = game.gameType.toUpperCase();
  const sameVendor = useGameList({ gameType, vassalage: game.vassalage, pageNo: 1, pageSize: 12 });
  const sameType = useGameList({ gameType, pageNo: 1, pageSize: 12 });
  const suggestions = useMemo(() => {
    const seen = new Set([game.nodeId]);
    return [...(sameVendor.data?.games ?? []), ...(sameType.data?.games ?? [])]
      .filter((g) => !g.maintenance && !seen.has(g.nodeId) && (seen.add(g.nodeId), true))
      .slice(0, SUGGESTIONS);
  }, [sameVendor.data, sameType.data, game.nodeId]);
  const pending = sameVendor.isPending || sameType.isPending;

  return (
    <Modal
      title={t('game_maintenance_title')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('common_confirm')}</Button>}
    >
      <div className={styles.popup}>
        <div className={styles.message}>
          <span className={styles.icon} aria-hidden="true">
            <svg
              viewBox="0 0 24 24"
              width="26"
              height="26"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
            </svg>
          </span>
          <div className={styles.lines}>
            <p>{t('game_maintenance_text', { name: game.gameName })}</p>
            {ends ? <p>{t('game_maintenance_until', { time: ends })}</p> : null}
          </div>
        </div>
        {pending ? (
          <div className={styles.loading}>
            <Spinner label={t('lobby_loading')} />
          </div>
        ) : suggestions.length > 0 ? (
          <section className={styles.suggestions} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.heading}>
              {t('game_maintenance_suggestions')}
            </h3>
            <TileGrid games={suggestions} label={t('game_maintenance_suggestions')} />
          </section>
        ) : null}
      </div>
    </Modal>
  );
}
