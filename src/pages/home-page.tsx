import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '@/components/icon/category-icon';
import { gameTypePath, paths } from '@/config/paths';
import { FreePlayButton } from '@/features/access';
import { useNavCategories } from '@/features/layout';
import { useSystemStatus } from '@/core';
import styles from './home-page.module.css';

/**
 * Home page frame: a welcome banner and the game categories. The banner carousel, notices, game tabs,
 * winners and slot sections of spec 1 section 2 arrive with the home feature.
 */
export function HomePage() {
  const { t } = useTranslation();
  const siteName = useSystemStatus().data?.info.siteName ?? '';
  const { categories } = useNavCategories();
  const games = categories.filter((c) => c.code !== 'PROMO');

  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <div className={styles.heroText}>
          <p className={styles.kicker}>{t('home_kicker')}</p>
          <h1 id="home-hero-title" className={styles.title}>
            {t('home_welcome', { siteName })}
          </h1>
          <p className={styles.lead}>{t('home_lead')}</p>
          <div className={styles.actions}>
            <Link to={gameTypePath('hot')} className={styles.primary}>
              {t('home_play_now')}
            </Link>
            <Link to={paths.promotions} className={styles.secondary}>
              {t('home_see_promotions')}
            </Link>
            <FreePlayButton placement="hero" />
          </div>
        </div>
        <div className={styles.heroArt} aria-hidden="true">
          <span className={styles.chip} />
          <span className={`${styles.chip} ${styles.chipTwo}`} />
          <span className={`${styles.chip} ${styles.chipThree}`} />
        </div>
      </section>

      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionTitle}>
          {t('home_categories')}
        </h2>
        <ul className={styles.grid}>
          {games.map((c) => (
            <li key={c.code}>
              <Link to={c.path} className={styles.tile}>
                <span className={styles.tileIcon}>
                  <CategoryIcon code={c.code} size={28} />
                </span>
                <span className={styles.tileName}>{t(c.labelKey)}</span>
                {c.vendors.length > 0 ? (
                  <span className={styles.tileMeta}>
                    {t('home_vendor_count', { count: c.vendors.length })}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
