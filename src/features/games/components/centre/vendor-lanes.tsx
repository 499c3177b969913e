import { useGameVendors } from '@/core';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/i18n';
import { cardsOf, type LobbyCode } from '../../model/lane-cards';
import { VendorCardButton } from './vendor-card-button';
import styles from './game-centre.module.css';

const laneLabels: Partial<Record<string, TranslationKey>> = {
  RNG: 'nav_rng',
  LIVE: 'nav_live',
  SPORTS: 'nav_sports',
  ESPORTS: 'nav_esports',
  COCKFIGHT: 'nav_cockfight',
  FISH: 'nav_fish',
  PVP: 'nav_pvp',
  LOTT: 'nav_lott',
  ELOTT: 'nav_elott',
  INHOUSE: 'nav_inhouse',
};

export interface VendorLanesProps {
  /** Lane titles left out (the page's own category, shown above). */
  exclude?: readonly string[];
}

/**
 * Every vendor lane of the server (product rules: data the portal reads and keeps "Vendor category") as rows of vendor cards: a
 * VASSALAGE card opens the vendor's game list popup, a 'game' card starts its game.
 */
export function VendorLanes({ exclude = [] }: VendorLanesProps) {
  const { t } = useTranslation();
  const lanes = useGameVendors();
  const shown = (lanes.data ?? []).filter((lane) => !exclude.includes(lane.title.toUpperCase()));
  if (shown.length === 0) return null;
  return (
    <section className={styles.lanes} aria-labelledby="vendor-lanes-title">
      <h2 id="vendor-lanes-title" className={styles.lanesTitle}>
        {t('lobby_vendor_lanes')}
      </h2>
      {shown.map((lane) => {
        const code = lane.title.toUpperCase() as LobbyCode;
        const cards = cardsOf(lanes.data ?? [], code);
        if (cards.length === 0) return null;
        const labelKey = laneLabels[code];
        const heading = labelKey ? t(labelKey) : lane.title;
        return (
          <div key={lane.title} className={styles.lane}>
            <h3 className={styles.laneTitle}>{heading}</h3>
            <ul className={styles.laneCards} aria-label={heading}>
              {cards.map((card) => (
                <li key={card.vassalage}>
                  <VendorCardButton card={card} code={code} compact />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
