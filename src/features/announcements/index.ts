/*
 * Announcements: the home page's banners and marquee, the promotions carousel, and the popups (loaded lazily
 * by the popup registry). What start-up needs is the feature's other public face, ./start-up: imported from
 * here, the entry would statically reach the banner's components and carry them (decision 031).
 */
export { BannerCarousel } from './components/banner-carousel/banner-carousel';
export { NoticeMarquee } from './components/notice-marquee/notice-marquee';
export { PromotionsCarousel } from './components/promotions-carousel/promotions-carousel';
