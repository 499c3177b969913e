// Stub until the announcements feature lands.
export function BannerCarousel() {
  return null;
}
