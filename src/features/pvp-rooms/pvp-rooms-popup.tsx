import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { startGame } from '@/core';
import { languageEntry } from '@/i18n/languages';
import { formatAmount } from '@/lib/money';
import type { PopupPropsByName } from '@/lib/popup-store';
import { usePvpRooms } from './api/pvp-rooms';
import styles from './pvp-rooms-popup.module.css';

/** The rooms of a PVP game (GLS2_roomList); choosing one starts the game in that room. */
export function PvpRoomsPopup({ game, onClose }: PopupPropsByName['pvpRooms'] & { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const rooms = usePvpRooms(game);
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  const money = (value: number | null | undefined) => (value == null ? '-' : formatAmount(value, locale));

  let body;
  if (rooms.isError) {
    body = (
      <StatePanel
        tone="error"
        title={t('lobby_rooms_error')}
        action={
          <Button variant="secondary" onClick={() => void rooms.refetch()}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  } else if (!rooms.data) {
    body = (
      <div className={styles.loading}>
        <Spinner label={t('lobby_loading')} />
      </div>
    );
  } else if (rooms.data.length === 0) {
    body = <StatePanel title={t('lobby_rooms_empty')} />;
  } else {
    body = (
      <ul className={styles.rooms} aria-label={t('lobby_rooms_game', { name: game.gameName })}>
        {rooms.data.map((room) => (
          <li key={room.roomId}>
            <button
              type="button"
              className={styles.room}
              aria-label={t('lobby_rooms_enter', { name: room.roomName || room.roomId })}
              onClick={() => {
                // Inside the click, so the game's new tab is not blocked; then this popup is done.
                startGame(game, { roomId: room.roomId });
                onClose();
              }}
            >
              <span className={styles.roomName}>{room.roomName || room.roomId}</span>
              <span className={styles.roomBets}>
                {t('lobby_rooms_bets', { min: money(room.minBet), max: money(room.maxBet) })}
              </span>
              {room.onlinePlayers != null ? (
                <span className={styles.roomPlayers}>
                  <span className={styles.dot} aria-hidden="true" />
                  {t('lobby_rooms_players', { count: room.onlinePlayers })}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Modal title={t('lobby_rooms_title')} onClose={onClose}>
      <div className={styles.popup}>
        <p className={styles.game}>{game.gameName}</p>
        {body}
      </div>
    </Modal>
  );
}
