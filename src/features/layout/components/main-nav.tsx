import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '@/lib/first-paint';
import { CategoryIcon } from '@/components/icon/category-icon';
import { vendorPath, vendorStart, type NavCategory } from '../categories';
import { startInsteadOfFollowing } from '../start-instead';
import { VendorLogo } from './vendor-logo';
import styles from './main-nav.module.css';

export interface MainNavProps {
  categories: readonly NavCategory[];
  imageHosts: readonly string[];
}

/**
 * The desktop category bar. A category's vendors drop down on hover and on keyboard focus (CSS
 * :focus-within), so the menu needs no script and works with Tab.
 */
export function MainNav({ categories, imageHosts }: MainNavProps) {
  const { t } = useTranslation();
  // The drop menus (every vendor, with its logo) are hidden until hovered: they follow the first paint.
  const withDropMenus = useAfterFirstPaint();
  return (
    <nav className={styles.nav} aria-label={t('nav_main')}>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.code} className={styles.item}>
            <NavLink
              to={category.path}
              className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
              end
              onClick={(event) => startInsteadOfFollowing(event, category.start)}
            >
              <CategoryIcon code={category.code} size={18} />
              {t(category.labelKey)}
            </NavLink>
            {category.dropMenu && withDropMenus ? (
              <div className={styles.drop}>
                <ul className={styles.vendors} aria-label={t(category.labelKey)}>
                  {category.vendors.map((vendor) => (
                    <li key={vendor.vassalage}>
                      <NavLink
                        to={vendorPath(category, vendor)}
                        className={styles.vendor}
                        onClick={(event) => startInsteadOfFollowing(event, vendorStart(category, vendor))}
                      >
                        <VendorLogo vendor={vendor} imageHosts={imageHosts} />
                        <span className={styles.vendorText}>
                          <span className={styles.vendorName}>{vendor.displayName}</span>
                          {category.rebate ? (
                            <span className={styles.rebate}>
                              {t('nav_rebate')} {category.rebate}
                            </span>
                          ) : null}
                        </span>
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
