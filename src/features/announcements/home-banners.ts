/*
 * The home page's first screen: the banners and the notice marquee. A door of its own beside index.ts, so the
 * home page's chunk holds just these two and not the promotions carousel, which comes after the first paint.
 */
export { BannerCarousel } from './components/banner-carousel/banner-carousel';
export { NoticeMarquee } from './components/notice-marquee/notice-marquee';
