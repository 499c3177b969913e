/*
 * Announcements: the home page's banners and marquee, the promotions carousel, and the popups (loaded lazily
 * by the popup registry). Each face the site needs is a door of its own at this folder's root, so each chunk
 * carries only what it draws: ./home-banners (the first screen), ./promotions-carousel (after the first
 * paint) and ./start-up (the entry: from here it would statically reach the banner's components, decision 031).
 */
export * from './home-banners';
export * from './promotions-carousel';
