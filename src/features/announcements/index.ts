export { BannerCarousel } from './components/banner-carousel/banner-carousel';
export { NoticeMarquee } from './components/notice-marquee/notice-marquee';
export { PromotionsCarousel } from './components/promotions-carousel/promotions-carousel';
