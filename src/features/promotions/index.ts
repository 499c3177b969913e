export { PromotionsPage } from './components/promotions-page';
