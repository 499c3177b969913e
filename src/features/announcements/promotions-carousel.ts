/* The home page's promotions carousel, for the sections drawn after the first paint (a door of its own). */
export { PromotionsCarousel } from './components/promotions-carousel/promotions-carousel';
