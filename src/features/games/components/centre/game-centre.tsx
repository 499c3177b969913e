import { useGameVendors } from '@/core';
import { useTranslation } from 'react-i18next';
import { LobbyError } from '../lobby/lobby-error';
import { CategoryIcon } from '@/components/icon/category-icon';
import { StatePanel } from '@/components/state-panel/state-panel';
import { cardsOf, type LobbyCode } from '../../model/lane-cards';
import { VendorCardButton } from './vendor-card-button';
import { VendorLanes } from './vendor-lanes';
import styles from './game-centre.module.css';
import { skeletonClass } from '@/components/skeleton/skeleton';

export interface GameCentreProps {
  code: LobbyCode;
  title: string;
}

/**
 * A game-centre page (/sports, /esports, /cockfight): the category's vendors as large cards. E-sports and
 * cockfight vendors are drawn from the SPORTS lane by their codes (product rules: constants and limits).
 */
export function GameCentre({ code, title }: GameCentreProps) {
  const { t } = useTranslation();
  const lanes = useGameVendors();
  const cards = cardsOf(lanes.data ?? [], code);

  let body;
  if (lanes.isError && !lanes.data) {
    body = <LobbyError onRetry={() => void lanes.refetch()} />;
  } else if (!lanes.data) {
    body = (
      <div className={styles.cards} role="status">
        <span className="visually-hidden">{t('lobby_loading')}</span>
        {Array.from({ length: 3 }, (_, i) => (
          <span key={i} className={`${skeletonClass} ${styles.cardSkeleton}`} aria-hidden="true" />
        ))}
      </div>
    );
  } else if (cards.length === 0) {
    body = (
      <StatePanel size="page" icon={<CategoryIcon code={code} size={28} />} title={t('lobby_centre_empty')} />
    );
  } else {
    body = (
      <ul className={styles.cards} aria-label={t('lobby_vendor_lanes')}>
        {cards.map((card) => (
          <li key={card.vassalage}>
            <VendorCardButton card={card} code={code} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.centre}>
      <div className={styles.hero}>
        <span className={styles.heroIcon}>
          <CategoryIcon code={code} size={30} />
        </span>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{t('lobby_centre_lead')}</p>
        </div>
      </div>
      {body}
      <VendorLanes exclude={['SPORTS']} />
    </div>
  );
}
