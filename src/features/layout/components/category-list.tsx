import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '@/components/icon/category-icon';
import type { NavCategory } from '../categories';
import { startInsteadOfFollowing } from '../start-instead';
import styles from './category-list.module.css';

export interface CategoryListProps {
  categories: readonly NavCategory[];
  /** Icons only, with the label kept as the accessible name and tooltip. */
  compact?: boolean;
  onNavigate?: () => void;
}

/** The vertical category list shared by the side menu and the mobile drawer. */
export function CategoryList({ categories, compact = false, onNavigate }: CategoryListProps) {
  const { t } = useTranslation();
  return (
    <ul className={`${styles.list} ${compact ? styles.compact : ''}`}>
      {categories.map((category) => (
        <li key={category.code}>
          <NavLink
            to={category.path}
            end
            className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
            title={compact ? t(category.labelKey) : undefined}
            aria-label={compact ? t(category.labelKey) : undefined}
            onClick={(event) => {
              startInsteadOfFollowing(event, category.start);
              onNavigate?.();
            }}
          >
            <span className={styles.icon}>
              <CategoryIcon code={category.code} />
            </span>
            {compact ? null : <span className={styles.label}>{t(category.labelKey)}</span>}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
