// The footer and the right bar are not here: the shell loads them from their files, after the first screen.
export { Header } from './components/header';
export { SideMenu } from './components/side-menu';
export { useNavCategories } from './use-nav-categories';
export { useLayoutStore } from './layout-store';
export { hasRightBar } from './right-bar-items';
export { buildNavCategories, type NavCategory, type CategoryCode } from './categories';
