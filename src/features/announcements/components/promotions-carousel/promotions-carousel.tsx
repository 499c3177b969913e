// Stub until the announcements feature lands.
export function PromotionsCarousel() {
  return null;
}
