export { Header } from './components/header';
export { SideMenu } from './components/side-menu';
export { SiteFooter } from './components/site-footer';
export { RightBar } from './components/right-bar';
export { useNavCategories } from './use-nav-categories';
export { buildNavCategories, type NavCategory, type CategoryCode } from './categories';
