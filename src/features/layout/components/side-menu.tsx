import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { useMediaQuery } from '@/lib/use-media-query';
import type { NavCategory } from '../categories';
import { useLayoutStore } from '../layout-store';
import { CategoryList } from './category-list';
import styles from './side-menu.module.css';

/** Where the menu shows (side-menu.module.css hides it below): elsewhere it is not drawn at all. */
const SIDE_MENU_SHOWN = '(min-width: 901px)';

/** The vertical category menu beside the content; the visitor can fold it to icons. */
export function SideMenu({ categories }: { categories: readonly NavCategory[] }) {
  const { t } = useTranslation();
  const collapsed = useLayoutStore((s) => s.sideMenuCollapsed);
  const toggle = useLayoutStore((s) => s.toggleSideMenu);
  // Hidden on a phone: its seventy elements would be a quarter of the first screen's render for nothing.
  if (!useMediaQuery(SIDE_MENU_SHOWN)) return null;
  return (
    <aside className={`${styles.side} ${collapsed ? styles.collapsed : ''}`} aria-label={t('side_menu')}>
      <button
        type="button"
        className={styles.toggle}
        onClick={toggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? t('side_menu_expand') : t('side_menu_collapse')}
      >
        <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} size={18} />
      </button>
      <nav aria-label={t('side_menu')}>
        <CategoryList categories={categories} compact={collapsed} />
      </nav>
    </aside>
  );
}
