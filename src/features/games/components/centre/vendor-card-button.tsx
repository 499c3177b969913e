import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorCard } from '@/api';
import { CategoryIcon } from '@/components/icon/category-icon';
import { GAME_START_ACTION, startGame, useSystemStatus } from '@/core';
import { assetUrl } from '@/lib/cdn';
import { usePendingAction } from '@/lib/pending-action';
import { openPopup } from '@/lib/popup-store';
import styles from './game-centre.module.css';

const noHosts: readonly string[] = [];

const cardGameId = (card: VendorCard) => card.nodeId || card.gameCode || card.vassalage;

/** A 'game' card starts its game; a VASSALAGE card opens the vendor's game list (product rules: data the portal reads and keeps). */
export function openVendorCard(card: VendorCard, code: string): void {
  const gameType = card.gameType || code;
  if (card.isGame.toLowerCase() === 'game') {
    startGame({
      nodeId: cardGameId(card),
      vassalage: card.vassalage,
      gameType,
      gameName: card.displayName || card.vassalage,
      gameCode: card.gameCode ?? null,
    });
    return;
  }
  openPopup('game', { vassalage: card.vassalage, gameType, title: card.displayName || card.vassalage });
}

/** One vendor of a game-centre lane: its logo and name, and what a click does. */
export function VendorCardButton({
  card,
  code,
  compact = false,
}: {
  card: VendorCard;
  code: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const hosts = useSystemStatus().data?.info.imageCDNs ?? noHosts;
  const [failed, setFailed] = useState(0);
  // One retry from the next host, then the drawn placeholder (product rules: constants and limits).
  const src = failed < 2 ? assetUrl(hosts, card.lagerIcon || card.smallIcon, failed) : undefined;
  const direct = card.isGame.toLowerCase() === 'game';
  const name = card.displayName || card.vassalage;
  const starting = usePendingAction(GAME_START_ACTION, cardGameId(card));
  return (
    <button
      type="button"
      className={`${styles.card} ${compact ? styles.compact : ''}`}
      aria-busy={(direct && starting) || undefined}
      onClick={() => openVendorCard(card, code)}
    >
      <span className={styles.logo}>
        {src ? (
          <img
            key={failed}
            src={src}
            alt=""
            width={360}
            height={160}
            loading="lazy"
            decoding="async"
            onError={() => setFailed((n) => n + 1)}
          />
        ) : (
          <span className={styles.logoPlaceholder} aria-hidden="true">
            <CategoryIcon code={code} size={40} />
          </span>
        )}
      </span>
      <span className={styles.cardBody}>
        <span className={styles.cardName}>{name}</span>
        <span className={styles.cardAction}>
          {direct ? t('lobby_centre_play') : t('lobby_centre_browse')}
        </span>
      </span>
    </button>
  );
}
